// Letters between sponsors and students (`app.letters`): drafts, sending, screening,
// translation, the coordinators' queue, and the four letters of a year.
import { getAccess } from '@portal/shared';
import { createLibreTranslator } from '../../lib/translator';
import { definePortalModule } from '../../platform';
import { lettersRoutes } from './letters.routes';
import { createLettersService, type LettersService } from './letters.service';

const LATE_FOLD_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    letters: LettersService;
  }
}

export const lettersModule = definePortalModule(
  'letters',
  async (app, platform) => {
    const { config } = platform;
    const letters = createLettersService({
      ...platform,
      translator: config.translator ? createLibreTranslator(config.translator) : undefined,
      agreements: app.agreements,
    });
    app.decorate('letters', letters);
    // A letter's attachment: whoever reaches the letter reads it (its writer, its recipient once
    // delivered, coordinators in scope); nobody changes it through the files routes.
    platform.files.owners.register('letter', {
      async canRead(auth, letterId) {
        const access = getAccess(auth.role, 'letters');
        return access ? letters.canRead({ ...auth, access }, letterId) : false;
      },
      canWrite: async () => false,
    });
    lettersRoutes(app, letters);
    // The late letters' counters fold the days gone by each hour (and once at start), so that
    // the dashboard reads a few rows per place whatever the day.
    const fold = () => platform.background.run('letters late fold', () => letters.foldPastDays());
    const folding = setInterval(fold, LATE_FOLD_INTERVAL_MS);
    folding.unref();
    app.addHook('onReady', async () => fold());
    app.addHook('onClose', async () => clearInterval(folding));
  },
  { dependencies: ['agreements'] },
);
