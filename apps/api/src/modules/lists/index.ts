// The lookup lists every form picks from (public).
import { definePortalModule } from '../../platform';
import { listsRoutes } from './lists.routes';
import { createListsService } from './lists.service';

export const listsModule = definePortalModule('lists', async (app, platform) => {
  listsRoutes(app, createListsService(platform.db, platform.changes));
});
