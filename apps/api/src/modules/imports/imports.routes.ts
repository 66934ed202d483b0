// /edrocks/api/imports: the template files, the preview (nothing written) and the commit (all rows
// or none) of an import of students or sponsors. Super and global admins only (`tools` area).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  IMPORT_COLUMNS,
  importCommitSchema,
  importPreviewSchema,
  importQuerySchema,
  importTemplateQuerySchema,
  formatMessage,
  type MessageKey,
} from '@portal/shared';
import { sendExport } from '../../lib/export';
import { resolveLanguage } from '../../lib/language';
import { errorResponses, noStore } from '../../lib/schemas';
import type { RequireAccess } from '../../plugins/auth';
import { readUpload } from '../files/upload';
import { readImportUpload } from './import-file';
import type { ImportsService } from './imports.service';

export const importsRoutes: FastifyPluginAsyncZod<{
  imports: ImportsService;
  requireAccess: RequireAccess;
}> = async (app, { imports, requireAccess }) => {
  noStore(app);
  const tags = ['imports'];
  const security = [{ bearer: [] }];
  const write = requireAccess('tools', 'write');

  app.get(
    API.importTemplate,
    {
      preHandler: requireAccess('tools', 'read'),
      schema: {
        tags,
        security,
        summary: 'An empty import file (CSV or Excel) with the headers in your language',
        querystring: importTemplateQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => {
      const language = resolveLanguage(request.headers['accept-language']);
      const { kind, format } = request.query;
      sendExport(reply, {
        format,
        fileName: formatMessage(language, `imports.templateFileName.${kind}`),
        columns: IMPORT_COLUMNS[kind].map((key) => ({
          header: formatMessage(language, `imports.column.${key}` as MessageKey),
          value: () => '',
        })),
        rows: (async function* () {})(),
      });
    },
  );

  app.post(
    API.importPreview,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Check every row of a CSV or .xlsx file (multipart, field `file`, at most 10 MB); nothing is written',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: importPreviewSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.headers['accept-language']);
      const file = await readImportUpload(await readUpload(request));
      return imports.preview(request.query.kind, file, language);
    },
  );

  app.post(
    API.importCommit,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Import the same file as the preview: every row in one transaction, only when no row has a problem',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: importCommitSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) => {
      const language = resolveLanguage(request.headers['accept-language']);
      const file = await readImportUpload(await readUpload(request));
      return imports.commit(request.query.kind, file, language);
    },
  );
};
