// The audit log: a record's History for the coordinators who reach it, and the super admin's
// search over the whole log. The entries are written elsewhere: changes by the database's
// triggers (migration 0053), views, exports and downloads by lib/audit.
import { definePortalModule } from '../../platform';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

export const auditModule = definePortalModule(
  'audit',
  async (app, platform) => {
    const audit = createAuditService({
      db: platform.db,
      isStudentVisible: app.students.isVisible,
      isSponsorVisible: app.sponsors.isVisible,
    });
    auditRoutes(app, audit);
  },
  { dependencies: ['students', 'sponsors'] },
);
