// Import of students or sponsors from CSV or Excel (Tools).
import { definePortalModule } from '../../platform';
import { importsRoutes } from './imports.routes';
import { createImportsService } from './imports.service';

export const importsModule = definePortalModule('imports', async (app, platform) => {
  importsRoutes(app, createImportsService(platform));
});
