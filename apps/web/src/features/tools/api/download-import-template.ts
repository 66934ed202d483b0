// GET /edrocks/api/imports/template?kind=&format= -> an empty CSV or Excel file whose headers are
// in the user's language; saved under the server's file name.
import { API, type ExportFormat, type ImportKind } from '@portal/shared';
import { apiDownload, saveFile } from '../../../lib/api-client';

export async function downloadImportTemplate(kind: ImportKind, format: ExportFormat) {
  const file = await apiDownload(API.importTemplate, { query: { kind, format } });
  saveFile(file, `${kind}-template.${format}`);
}
