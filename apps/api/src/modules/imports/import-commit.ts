// The commit of an import: the file is read and checked again inside one transaction, and every
// row is imported, or none.
import type { ImportCommitResult, ImportKind, Language } from '@portal/shared';
import { appError, isAppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { insertSponsors, type NewSponsor } from '../sponsors/sponsors.service';
import { insertStudents, type NewStudent } from '../students/students.service';
import { checkImportFile } from './import-check';
import { importError, type ImportFile } from './import-file';
import type { ImportsContext } from './imports-context';

/** Rows per INSERT statement of a commit. */
const INSERT_BATCH = 500;

/** Imports every row, or none: any problem, or any failure on the way, keeps nothing. */
export async function commitImport(
  context: ImportsContext,
  kind: ImportKind,
  file: ImportFile,
  language: Language,
): Promise<ImportCommitResult> {
  const now = context.clock.now();
  try {
    const imported = await context.db.transaction(async (tx) => {
      const checked = await checkImportFile(context, tx, kind, file, language);
      const withProblems = checked.rows.filter((row) => row.problems.length > 0);
      if (withProblems.length > 0)
        throw importError('errors.importHasProblems', { count: withProblems.length });
      const records = checked.rows.map((row) => row.record);
      if (kind === 'students')
        return insertStudents(tx, records as NewStudent[], now, INSERT_BATCH);
      return insertSponsors(tx, records as NewSponsor[], INSERT_BATCH);
    });
    return { kind, imported };
  } catch (error) {
    if (isAppError(error)) throw error;
    // A concurrent change took an e-mail or an external id after the check: nothing kept.
    if (isUniqueViolation(error, 'sponsors_email_lower_unique'))
      throw appError('SPONSOR_EMAIL_UNAVAILABLE');
    if (isUniqueViolation(error, 'students_external_id_unique'))
      throw appError('STUDENT_EXTERNAL_ID_TAKEN');
    throw error;
  }
}
