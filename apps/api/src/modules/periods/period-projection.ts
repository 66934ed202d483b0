// A year as the API answers it.
import type { Period } from '@portal/shared';
import type { PeriodRecord } from './periods.repo';

export function toPeriod(row: PeriodRecord): Period {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    recommited: row.recommited,
    upgraded: row.upgraded,
    unansweredRule: row.unansweredRule,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
