// /edrocks/api/document-status: the grid, its export and its reminders; from the contracts in
// packages/shared/src/schemas/document-status.ts.
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_STATUS_ENDPOINTS as ENDPOINTS,
  formatMessage,
  LETTER_NUMBERS,
  type DocumentStatusColumns,
  type DocumentStatusRow,
  type Language,
  type MessageKey,
} from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ExportColumn } from '../../lib/export';
import { resolveLanguage } from '../../lib/language';
import { listRoutes } from '../../lib/list-routes';
import type { DocumentStatusService } from './document-status.service';

function exportColumns(columns: DocumentStatusColumns, service: DocumentStatusService) {
  return (t: (key: MessageKey) => string, language: Language) => {
    const words = (state: Parameters<DocumentStatusService['cellWords']>[1]) =>
      service.cellWords(language, state);
    const letterColumns = (
      key: 'documentStatusExport.sent' | 'documentStatusExport.answered',
      cells: (row: DocumentStatusRow) => DocumentStatusRow['sent'],
    ): ExportColumn<DocumentStatusRow>[] =>
      LETTER_NUMBERS.map((number, index) => ({
        header: formatMessage(language, key, { num: number }),
        value: (row) => words(cells(row)[index]!),
      }));
    const list: ExportColumn<DocumentStatusRow>[] = [
      { header: t('documentStatusExport.year'), value: () => columns.year?.name ?? '' },
      { header: t('documentStatusExport.lastName'), value: (row) => row.sponsor.lastName },
      { header: t('documentStatusExport.firstName'), value: (row) => row.sponsor.firstName },
      { header: t('documentStatusExport.school'), value: (row) => row.school.name },
      {
        header: t('documentStatusExport.students'),
        value: (row) =>
          row.students.map((student) => `${student.fullName} (${student.village.name})`).join('; '),
      },
      {
        header: t('documentStatusExport.guardianMissing'),
        value: (row) =>
          row.students
            .filter((student) => !student.hasGuardianAuthorisation)
            .map((student) => student.fullName)
            .join('; '),
      },
      ...columns.agreements.map((agreement, index): ExportColumn<DocumentStatusRow> => ({
        header: agreement.title,
        value: (row) => words(row.agreements[index]!.state),
      })),
      ...(columns.parentAgreement
        ? [
            {
              header: t('documentStatusExport.parentAgreement'),
              value: (row: DocumentStatusRow) => words(row.parentAgreement),
            },
          ]
        : []),
      { header: t('documentStatusExport.photo'), value: (row) => words(row.photo) },
      ...letterColumns('documentStatusExport.sent', (row) => row.sent),
      ...letterColumns('documentStatusExport.answered', (row) => row.answered),
    ];
    return list;
  };
}

export function documentStatusRoutes(app: FastifyInstance, service: DocumentStatusService): void {
  listRoutes(app, ENDPOINTS, {
    page: ({ auth, query, request }) =>
      service.list(auth, query, resolveLanguage(request.headers['accept-language'])),
    exportFile: async ({ auth, query: { format: _format, ...filters }, request }) => {
      const { columns, rows } = await service.exportRows(
        auth,
        filters,
        resolveLanguage(request.headers['accept-language']),
      );
      return {
        fileName: 'documentStatusExport.fileName',
        columns: exportColumns(columns, service),
        rows,
      };
    },
  });
  endpointRoute(app, ENDPOINTS.reminders, ({ auth, body }) => service.sendReminders(auth, body));
}
