// The total report of the gifts (decision 024): confirmed gifts of a year (the available one by
// default), by year, school, sponsor and student.
import type { DonationSummary } from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import { findAvailableYear, findYear } from '../periods/periods.service';
import {
  summarizeBySchool,
  summarizeBySponsor,
  summarizeByStudent,
  summarizeByYear,
} from './donation-summary.repo';

export async function summary(
  { db, config }: { db: Database; config: Pick<Config, 'payments'> },
  query: { periodId?: number | undefined; schoolId?: number | undefined },
): Promise<DonationSummary> {
  const year =
    query.periodId !== undefined ? await findYear(db, query.periodId) : await findAvailableYear(db);
  if (query.periodId !== undefined && !year) throw appError('NOT_FOUND');
  const filters = { periodId: year?.id, schoolId: query.schoolId };
  const [byYear, bySchool, bySponsor, byStudent] = await Promise.all([
    summarizeByYear(db, filters),
    summarizeBySchool(db, filters),
    summarizeBySponsor(db, filters),
    summarizeByStudent(db, filters),
  ]);
  const total = bySchool.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      amountCents: sum.amountCents + row.amountCents,
    }),
    { count: 0, amountCents: 0 },
  );
  return {
    year: year ? { id: year.id, name: year.name } : null,
    currency: config.payments.currency,
    total,
    byYear,
    bySchool,
    bySponsor,
    byStudent,
  };
}
