// /edrocks/api/imports: the template files, the preview (nothing written) and the commit (all rows
// or none) of an import of students or sponsors. Super and global admins only (`tools` area).
import type { FastifyInstance } from 'fastify';
import { IMPORT_COLUMNS, IMPORT_ENDPOINTS, type MessageKey } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { exportRoute } from '../../lib/export-route';
import { resolveLanguage } from '../../lib/language';
import { readUpload } from '../../lib/files/upload';
import { readImportUpload } from './import-file';
import type { ImportsService } from './imports.service';

export function importsRoutes(app: FastifyInstance, imports: ImportsService): void {
  exportRoute(app, IMPORT_ENDPOINTS.template, ({ query }) => ({
    fileName: `imports.templateFileName.${query.kind}`,
    columns: (t) =>
      IMPORT_COLUMNS[query.kind].map((key) => ({
        header: t(`imports.column.${key}` as MessageKey),
        value: () => '',
      })),
    rows: (async function* () {})(),
    hasDate: false,
  }));
  endpointRoute(app, IMPORT_ENDPOINTS.preview, async ({ query, request }) => {
    const language = resolveLanguage(request.headers['accept-language']);
    const file = await readImportUpload(await readUpload(request));
    return imports.preview(query.kind, file, language);
  });
  endpointRoute(app, IMPORT_ENDPOINTS.commit, async ({ query, request }) => {
    const language = resolveLanguage(request.headers['accept-language']);
    const file = await readImportUpload(await readUpload(request));
    return imports.commit(query.kind, file, language);
  });
}
