// An audit entry's line leaves out the fields that were empty before and after (a creation
// lists every column), and keeps every change that set, changed or cleared a value.
import { describe, expect, it } from 'vitest';
import type { AuditLogItem } from '@portal/shared';
import { changesText } from '../features/audit/components/changes-text';

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
  ],
  reason: null,
  entity: 'student',
  entityId: 12,
  address: null,
  details: null,
};

describe('an audit entry’s changes as a line', () => {
  it('shows what was set, changed or cleared, not what stayed empty', () => {
    expect(changesText(created, '(empty)')).toBe(
      'firstName: (empty) → Sara; phone: 300 123 4567 → (empty); active: (empty) → false',
    );
  });
});
