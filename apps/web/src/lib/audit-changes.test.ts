// An audit entry's line leaves out the fields that were empty before and after (a creation
// lists every column), keeps every change that set, changed or cleared a value, and writes the
// values as a record's History does.
import { describe, expect, it } from 'vitest';
import type { AuditLogItem } from '@portal/shared';
import { changesText } from '../features/audit/components/changes-text';
import type { HistoryValueContext } from '../components/record-history/history-value';
import { formatDate } from './format';
import { i18n } from './i18n';
import type { CommonTranslation } from './i18n/common-translation';

/** The History's words in English (the common strings), its dates as en-US writes them in UTC. */
const values: HistoryValueContext = {
  t: i18n.t as unknown as CommonTranslation['t'],
  format: {
    date: (value, options) => formatDate(value, 'en-US', { ...options, timeZone: 'UTC' }),
    day: (value) =>
      formatDate(`${value}T00:00:00Z`, 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  },
  names: {},
};

const created: AuditLogItem = {
  id: 1,
  at: '2026-11-21T15:04:05.000Z',
  actor: { id: 4, name: 'Lucía Restrepo' },
  action: 'create',
  changes: [
    { field: 'externalId', before: null, after: null },
    { field: 'firstName', before: null, after: 'Sara' },
    { field: 'note', before: null, after: '' },
    { field: 'phone', before: '300 123 4567', after: null },
    { field: 'active', before: null, after: false },
    { field: 'birthdate', before: null, after: '2014-03-09' },
    { field: 'closedAt', before: null, after: '2026-08-02T15:00:00.123+00:00' },
    { field: 'villageId', before: 3, after: 4 },
    { field: 'photoFileId', before: null, after: 51 },
  ],
  reason: null,
  entity: 'student',
  entityId: 12,
  address: null,
  details: null,
};

describe('an audit entry’s changes as a line', () => {
  it('shows what was set, changed or cleared, not what stayed empty', () => {
    expect(changesText(created, values).split('; ')).toEqual([
      'firstName: (empty) → Sara',
      'phone: 300 123 4567 → (empty)',
      'active: (empty) → No',
      'birthdate: (empty) → Mar 9, 2014',
      'closedAt: (empty) → Aug 2, 2026, 3:00 PM',
      'villageId: No. 3 → No. 4',
      'photoFileId: (empty) → a file',
    ]);
  });
});
