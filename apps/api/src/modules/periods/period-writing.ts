// Creating and editing a year, and its irreversible activation. The rules that hold under
// concurrency are the database's: one available year (a unique index), no overlapping years (an
// exclusion constraint), unique names; their refusals become clear answers here.
import {
  daysBetween,
  fieldMessage,
  PERIOD_MAX_DAYS,
  type ActivatePeriodBody,
  type CreatePeriodBody,
  type Period,
  type UpdatePeriodBody,
} from '@portal/shared';
import { isExclusionViolation, isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import { getPeriod } from './period-reading';
import { toPeriod } from './period-projection';
import {
  closePeriod,
  insertPeriod,
  lockAvailablePeriodForUpdate,
  lockPeriod,
  openPeriod,
  updatePeriod,
  type PeriodRecord,
  type PeriodValues,
} from './periods.repo';
import type { Database } from '../../db/client';
import type { PeriodsContext } from './periods-context';

/** The database's refusals of a year's name or dates, as the answers the screens explain. */
function explainWriteFailure(error: unknown): never {
  if (isUniqueViolation(error, 'periods_name_unique')) throw appError('PERIOD_NAME_TAKEN');
  if (isExclusionViolation(error, 'periods_no_overlap')) throw appError('PERIOD_OVERLAP');
  throw error;
}

/** A new year is a draft. */
export async function createPeriod(
  { db }: PeriodsContext,
  body: Required<CreatePeriodBody>,
): Promise<Period> {
  try {
    return toPeriod(await insertPeriod(db, body));
  } catch (error) {
    explainWriteFailure(error);
  }
}

/** The dates a year will hold: the end after the start, and not too long a year. */
function checkDates(startDate: string, endDate: string): void {
  if (endDate <= startDate) {
    throw appError('VALIDATION_ERROR', {
      issues: [{ path: 'endDate', message: 'validation.endBeforeStart' }],
    });
  }
  if (daysBetween(startDate, endDate) > PERIOD_MAX_DAYS) {
    throw appError('VALIDATION_ERROR', {
      issues: [
        {
          path: 'endDate',
          message: fieldMessage('validation.periodTooLong', { num: PERIOD_MAX_DAYS }),
        },
      ],
    });
  }
}

export async function updatePeriodFields(
  context: PeriodsContext,
  id: number,
  body: UpdatePeriodBody,
): Promise<Period> {
  const changes: Partial<PeriodValues> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.startDate !== undefined) changes.startDate = body.startDate;
  if (body.endDate !== undefined) changes.endDate = body.endDate;
  if (body.unansweredRule !== undefined) changes.unansweredRule = body.unansweredRule;
  try {
    await context.db.transaction(async (tx) => {
      const current = await lockPeriod(tx, id);
      if (!current) throw appError('NOT_FOUND');
      if (current.status === 'closed') throw appError('PERIOD_CLOSED');
      // One date may change alone: check the pair the row will hold.
      checkDates(changes.startDate ?? current.startDate, changes.endDate ?? current.endDate);
      await updatePeriod(tx, id, changes, context.clock.now());
    });
  } catch (error) {
    explainWriteFailure(error);
  }
  return getPeriod(context, id);
}

/**
 * What the yearly cycle does within an activation, before the draft opens: it sees both years
 * locked (the one opening, the one closing if any) and may refuse (the year's sponsorships not
 * carried over) or settle what the new year needs (unanswered recommitment requests).
 */
export type ActivationStep = (
  tx: Database,
  years: { opening: PeriodRecord; closing: PeriodRecord | undefined; now: Date },
) => Promise<void>;

/**
 * Irreversible: the draft becomes the available year and the available one closes, in one
 * transaction. The unique index over the available row is what decides a race: the loser's
 * opening is refused and its closing rolled back with it.
 */
export async function activatePeriod(
  { db, clock }: PeriodsContext,
  id: number,
  body: ActivatePeriodBody,
  step?: ActivationStep,
): Promise<Period> {
  try {
    const opened = await db.transaction(async (tx) => {
      const target = await lockPeriod(tx, id);
      if (!target) throw appError('NOT_FOUND');
      if (target.status !== 'draft') throw appError('PERIOD_NOT_DRAFT');
      // Locked: the year checked against the confirmation is the one this transaction closes.
      const available = await lockAvailablePeriodForUpdate(tx);
      const expected = body?.closingPeriodId;
      if (expected !== undefined && (available?.id ?? null) !== expected) {
        throw appError('ALREADY_AVAILABLE_YEAR');
      }
      if (available && target.startDate < available.startDate) {
        throw appError('PERIOD_BEFORE_AVAILABLE');
      }
      const now = clock.now();
      await step?.(tx, { opening: target, closing: available, now });
      if (available) await closePeriod(tx, available.id, now);
      return openPeriod(tx, id, now);
    });
    return toPeriod(opened);
  } catch (error) {
    if (isUniqueViolation(error, 'periods_one_available')) {
      throw appError('ALREADY_AVAILABLE_YEAR');
    }
    throw error;
  }
}
