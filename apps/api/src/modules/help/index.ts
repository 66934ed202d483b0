// Help: the programme's help texts (Markdown files per language, help/ and DATA_DIR/help) for
// the Help page and the "?" beside every screen's title.
import path from 'node:path';
import { definePortalModule } from '../../platform';
import { helpLibrary, SHIPPED_HELP_FOLDER } from './help-library';
import { helpRoutes } from './help.routes';
import { helpService } from './help.service';

export const helpModule = definePortalModule('help', async (app, platform) => {
  const library = helpLibrary({
    shippedFolder: SHIPPED_HELP_FOLDER,
    overrideFolder: path.join(platform.config.dataDir, 'help'),
    now: () => platform.clock.now().getTime(),
    warn: (message) => app.log.warn(message),
  });
  // A broken shipped text stops the start-up, naming the file: CI runs it.
  await library.ready();
  helpRoutes(app, helpService(library));
});
