// The delivery log's export (CSV and Excel): its file name and column headers in each language
// (the area's own words, decision 041), the values as the log shows them: a message's status in
// the screens' words.
import type { Language, MailStatus } from '@portal/shared';
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

const STATUS_WORDS = {
  'en-US': {
    pending: 'Queued',
    held: 'Held',
    sent: 'Sent',
    failed: 'Failed',
    bounced: 'Bounced',
    skipped: 'Skipped',
    cancelled: 'Cancelled',
    kept: 'Not sent (test)',
  },
  'es-CO': {
    pending: 'En cola',
    held: 'Retenido',
    sent: 'Enviado',
    failed: 'Falló',
    bounced: 'Rebotado',
    skipped: 'Omitido',
    cancelled: 'Cancelado',
    kept: 'No enviado (prueba)',
  },
} as const satisfies Record<Language, Record<MailStatus, string>>;

export function deliveryExportColumns(language: Language): ExportColumn<DeliveryRecord>[] {
  const h = HEADERS[language];
  const statuses = STATUS_WORDS[language];
  return [
    { header: h.createdAt, value: (row) => row.createdAt },
    { header: h.to, value: (row) => row.to },
    { header: h.kind, value: (row) => row.kind },
    { header: h.campaign, value: (row) => row.campaignId },
    { header: h.subject, value: (row) => row.subject },
    { header: h.language, value: (row) => row.language },
    { header: h.status, value: (row) => statuses[row.status] },
    { header: h.attempts, value: (row) => row.attempts },
    { header: h.sentAt, value: (row) => row.sentAt },
    { header: h.smtpResponse, value: (row) => row.smtpResponse },
    { header: h.error, value: (row) => row.error },
    { header: h.messageId, value: (row) => row.messageId },
  ];
}
