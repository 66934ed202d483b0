// The preview of an import: every row of the file checked, nothing written.
import type { ImportKind, ImportPreview, Language } from '@portal/shared';
import { checkImportFile, type CheckedFile } from './import-check';
import type { ImportFile } from './import-file';
import type { ImportsContext } from './imports-context';

function toPreview(kind: ImportKind, checked: CheckedFile<unknown>): ImportPreview {
  const problemRows = checked.rows.filter((row) => row.problems.length > 0).length;
  return {
    kind,
    columns: checked.columns.map(({ key, header }) => ({ key, header })),
    rows: checked.rows.map(({ row, values, problems }) => ({ row, values, problems })),
    totalRows: checked.rows.length,
    problemRows,
    clean: problemRows === 0,
  };
}

export async function previewImport(
  context: ImportsContext,
  kind: ImportKind,
  file: ImportFile,
  language: Language,
): Promise<ImportPreview> {
  return toPreview(kind, await checkImportFile(context, context.db, kind, file, language));
}
