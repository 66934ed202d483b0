// One way to answer an export endpoint (`?format=csv|xlsx` plus the list's filters): the
// language of the headers, the file name with the date, and the rows streamed in batches.
import type { FastifyInstance } from 'fastify';
import {
  formatMessage,
  type EndpointDefinition,
  type ExportFormat,
  type Language,
  type LocalizedText,
  type MessageKey,
} from '@portal/shared';
import { endpointRoute, type EndpointInput } from './endpoint-route';
import { recordAccess } from './audit/record-access';
import { sendExport, type ExportColumn } from './export';
import { resolveLanguage } from './language';

export interface ExportFile<Row> {
  /**
   * Without the date or extension: "students", "estudiantes"; a key of the shared catalogue, or
   * an area's own words in each language.
   */
  fileName: MessageKey | LocalizedText;
  columns: (t: (key: MessageKey) => string, language: Language) => ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** The date in the file name (YYYY-MM-DD); today in UTC unless the service knows better. */
  today?: string;
  /** Whether the name ends with the date (a blank template has none). */
  hasDate?: boolean;
}

/** The file's name in a language (without extension), with the date unless it has none. */
export function exportFileName(
  file: Pick<ExportFile<unknown>, 'fileName' | 'hasDate'>,
  language: Language,
  today: string,
): string {
  const name =
    typeof file.fileName === 'string'
      ? formatMessage(language, file.fileName)
      : file.fileName[language];
  return file.hasDate === false ? name : `${name}-${today}`;
}

export function exportRoute<const E extends EndpointDefinition, Row>(
  app: FastifyInstance,
  endpoint: E,
  prepare: (input: EndpointInput<E>) => ExportFile<Row> | Promise<ExportFile<Row>>,
): void {
  endpointRoute(
    app,
    endpoint,
    async (input) => {
      const { reply, request } = input;
      // Every export is recorded with its list and filters, once: by the thread that checked it.
      if (input.auth && !app.hasDecorator('isExportThread'))
        await recordAccess(app.platform.db, {
          action: 'export',
          entity: endpoint.tag,
          entityId: null,
          details: { path: endpoint.path, filters: input.query },
        });
      // Checked here (signed in, allowed, valid input); written on the export thread when it runs.
      if (app.exportThread?.isReady() && (await app.exportThread.send(request, reply)))
        return reply;
      const format = (input.query as { format: ExportFormat }).format;
      const language = resolveLanguage(request.headers['accept-language']);
      const t = (key: MessageKey) => formatMessage(language, key);
      const file = await prepare(input);
      const today = file.today ?? new Date().toISOString().slice(0, 10);
      return sendExport(reply, {
        format,
        fileName: exportFileName(file, language, today),
        columns: file.columns(t, language),
        rows: file.rows,
      });
    },
    { isStreamedFile: true },
  );
}
