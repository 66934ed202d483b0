// The person export's service: the use cases bound to the area's context (docs/architecture.md,
// "Use cases and lists").
import { bindUseCases } from '../../lib/use-cases';
import { exportByEmail } from './export-by-email';
import { exportSelf, exportSponsor, exportStudent, exportUser } from './export-person';
import type { PersonExportContext } from './person-export-context';

export function createPersonExportService(context: PersonExportContext) {
  return bindUseCases(context, {
    exportUser,
    exportStudent,
    exportSponsor,
    exportSelf,
    exportByEmail,
  });
}

export type PersonExportService = ReturnType<typeof createPersonExportService>;
