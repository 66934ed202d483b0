// Uploaded files: GET /edrocks/api/files/:id for whoever may see the owning record. The upload
// service itself is part of the platform (`platform.files`, lib/files): each module registers
// the owners of its files on `files.owners` (users: profile photos; students, sponsors: theirs).
// Every hour, each process deletes the bytes of deleted files that are still queued.
import { definePortalModule } from '../../platform';
import { filesRoutes } from './files.routes';

/** How often every process sweeps the bytes of deleted files still queued (lib/files). */
const REMOVALS_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const filesModule = definePortalModule('files', async (app, platform) => {
  filesRoutes(app, platform.files);
  const sweep = () =>
    platform.background.run('stored-object-removals', () => platform.files.sweepRemovals().then());
  const sweeping = setInterval(sweep, REMOVALS_SWEEP_INTERVAL_MS);
  sweeping.unref();
  app.addHook('onClose', async () => clearInterval(sweeping));
});
