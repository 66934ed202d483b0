// GET /edrocks/api/imports/template?kind=&format= -> an empty CSV or Excel file whose headers are
// in the user's language; saved under the server's file name.
import { IMPORT_ENDPOINTS, type ExportFormat, type ImportKind } from '@portal/shared';
import { downloadEndpoint } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/api-client';

export async function downloadImportTemplate(kind: ImportKind, format: ExportFormat) {
  const file = await downloadEndpoint(IMPORT_ENDPOINTS.template, { query: { kind, format } });
  saveFile(file, `${kind}-template.${format}`);
}
