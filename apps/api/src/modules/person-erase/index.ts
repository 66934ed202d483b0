// Erasing a person (issue 50, item 4; decision 052): a super admin erases a user account with its
// sponsor or student record, after a preview of what goes and what is kept and why.
import { definePortalModule } from '../../platform';
import { personEraseRoutes } from './person-erase.routes';
import { createPersonEraseService } from './person-erase.service';

export const personEraseModule = definePortalModule('person-erase', async (app, platform) => {
  const service = createPersonEraseService({
    db: platform.db,
    passwords: platform.passwords,
    removeStoredObjects: (keys) => platform.files.removeStoredObjects(keys),
  });
  personEraseRoutes(app, service);
});
