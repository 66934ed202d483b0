// The delivery log's export (CSV and Excel): its file name and column headers in each language
// (the area's own words, decision 041), the values as the log shows them.
import type { Language } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { DeliveryRecord } from './delivery-list';

export const DELIVERIES_FILE_NAME = { 'en-US': 'email-log', 'es-CO': 'registro-de-correos' };

const HEADERS = {
  'en-US': {
    createdAt: 'Queued',
    to: 'To',
    kind: 'Kind',
    campaign: 'Campaign',
    subject: 'Subject',
    language: 'Language',
    status: 'Status',
    attempts: 'Attempts',
    sentAt: 'Sent',
    smtpResponse: 'Server answer',
    error: 'Error',
    messageId: 'Message-ID',
  },
  'es-CO': {
    createdAt: 'En cola',
    to: 'Para',
    kind: 'Tipo',
    campaign: 'Campaña',
    subject: 'Asunto',
    language: 'Idioma',
    status: 'Estado',
    attempts: 'Intentos',
    sentAt: 'Enviado',
    smtpResponse: 'Respuesta del servidor',
    error: 'Error',
    messageId: 'Message-ID',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function deliveryExportColumns(language: Language): ExportColumn<DeliveryRecord>[] {
  const h = HEADERS[language];
  return [
    { header: h.createdAt, value: (row) => row.createdAt },
    { header: h.to, value: (row) => row.to },
    { header: h.kind, value: (row) => row.kind },
    { header: h.campaign, value: (row) => row.campaignId },
    { header: h.subject, value: (row) => row.subject },
    { header: h.language, value: (row) => row.language },
    { header: h.status, value: (row) => row.status },
    { header: h.attempts, value: (row) => row.attempts },
    { header: h.sentAt, value: (row) => row.sentAt },
    { header: h.smtpResponse, value: (row) => row.smtpResponse },
    { header: h.error, value: (row) => row.error },
    { header: h.messageId, value: (row) => row.messageId },
  ];
}
