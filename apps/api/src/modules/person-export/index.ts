// Exporting a person: everything the portal holds about one person as a ZIP (a JSON file per
// kind of data, their files, a summary in their language), for the super admin (anyone) and for
// each signed-in person (themselves). Decision 051 says what goes in and what is left out.
import { definePortalModule } from '../../platform';
import { personExportRoutes } from './person-export.routes';
import { createPersonExportService } from './person-export.service';

export const personExportModule = definePortalModule('person-export', async (app, platform) => {
  const service = createPersonExportService({
    db: platform.db,
    files: platform.files,
    throttle: platform.throttle,
    clock: platform.clock,
  });
  personExportRoutes(app, service);
});
