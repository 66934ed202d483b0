// Campaigns, messages, audiences and previews as the API answers them, and the lookup lists a
// coordinator's e-mail screens read, for the e-mail tests.
import {
  LIST_ENDPOINTS,
  type AudienceSummary,
  type Campaign,
  type CampaignRow,
  type Delivery,
  type MessagePreview,
} from '@portal/shared';
import { onEndpoint, type MockRoute } from '../../../test/api-mock';
import { makeLists, SAN_JOSE } from '../../../test/screen-fixtures';

export const ESPERANZA = { id: 4, name: 'Colegio La Esperanza', countryId: 1, stateId: null };

/** The lookup lists (two schools, a village) the composer and the campaign page read. */
export function listsRoute(): MockRoute {
  return onEndpoint(LIST_ENDPOINTS.get, () =>
    makeLists({
      schools: [SAN_JOSE, ESPERANZA],
      villages: [{ id: 7, name: 'Vereda El Carmen', countryId: 1, stateId: null }],
    }),
  );
}

export function makeCampaignRow(overrides: Partial<CampaignRow> = {}): CampaignRow {
  return {
    id: 12,
    name: null,
    kind: 'campaign',
    subject: 'Letter 2 is due',
    state: 'finished',
    recipients: 3,
    sent: 2,
    failed: 1,
    scheduledAt: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    createdBy: 'Ana Director',
    ...overrides,
  };
}

export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 12,
    name: null,
    kind: 'campaign',
    state: 'sending',
    audience: { kind: 'sponsors', schoolIds: [3], missingLetter: 2 },
    subject: { 'en-US': 'Letter 2 is due', 'es-CO': 'La carta 2 está pendiente' },
    body: { 'en-US': 'Hello {{firstName}}', 'es-CO': 'Hola {{firstName}}' },
    recipients: 3,
    counts: { queued: 2, sent: 1, failed: 0, bounced: 0, skipped: 0, cancelled: 0 },
    retrying: { count: 0, lastError: null, nextAttemptAt: null },
    scheduledAt: null,
    startedAt: '2026-11-20T15:01:00.000Z',
    finishedAt: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    createdBy: { id: 1, name: 'Ana Director' },
    canEdit: false,
    ...overrides,
  };
}

export function makeDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 501,
    to: 'maria@example.org',
    name: 'María Gómez',
    kind: 'campaign',
    campaignId: 12,
    subject: 'Letter 2 is due',
    language: 'es-CO',
    status: 'sent',
    attempts: 1,
    error: null,
    smtpResponse: '250 OK: queued as 9F2A',
    messageId: '<c12.501@portal.example.org>',
    createdAt: '2026-11-20T15:01:00.000Z',
    sentAt: '2026-11-20T15:01:05.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

export const SPONSORS: AudienceSummary['sample'] = [
  { email: 'maria@example.org', name: 'María Gómez', language: 'es-CO' },
  { email: 'john@example.org', name: 'John Smith', language: 'en-US' },
  { email: 'luis@example.org', name: 'Luis Pérez', language: 'es-CO' },
];

export function makeAudience(overrides: Partial<AudienceSummary> = {}): AudienceSummary {
  return {
    recipients: 3,
    skipped: { unsubscribed: 1, bouncing: 0 },
    byLanguage: { 'en-US': 1, 'es-CO': 2 },
    sample: SPONSORS,
    ...overrides,
  };
}

export function makePreview(overrides: Partial<MessagePreview> = {}): MessagePreview {
  return {
    to: 'john@example.org',
    name: 'John Smith',
    language: 'en-US',
    messageLanguage: 'en-US',
    subject: 'Letter 2 is due, John',
    html: '<p>Hello John</p>',
    text: 'Hello John',
    headers: {
      'List-Unsubscribe': '<https://portal.example.org/edrocks/api/email/unsubscribe/abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...overrides,
  };
}
