// Years: the list, details, create, edit and the irreversible activation. The permission table
// decides who reads and writes (the routes check it); the rules that hold under concurrency
// are the database's: one available year (a unique index), no overlapping years (an exclusion
// constraint), unique names. This service turns their refusals into clear answers.
import type {
  ActivatePeriodBody,
  CreatePeriodBody,
  Period,
  PeriodPage,
  UpdatePeriodBody,
} from '@portal/shared';
import { daysBetween, fieldMessage, PERIOD_MAX_DAYS } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isExclusionViolation, isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import {
  closePeriod,
  findAvailablePeriod,
  findPeriod,
  insertPeriod,
  lockAvailablePeriod,
  lockAvailablePeriodForUpdate,
  lockPeriod,
  openPeriod,
  updatePeriod,
  type PeriodValues,
} from './periods.repo';
import { periodList, type PeriodFilters } from './period-list';
import { toPeriod } from './period-projection';

export interface PeriodsServiceDeps {
  db: Database;
  clock: Clock;
}

/** The database's refusals of a year's name or dates, as the answers the screens explain. */
function explainWriteFailure(error: unknown): never {
  if (isUniqueViolation(error, 'periods_name_unique')) throw appError('PERIOD_NAME_TAKEN');
  if (isExclusionViolation(error, 'periods_no_overlap')) throw appError('PERIOD_OVERLAP');
  throw error;
}

export function createPeriodsService({ db, clock }: PeriodsServiceDeps) {
  async function get(id: number): Promise<Period> {
    const row = await findPeriod(db, id);
    if (!row) throw appError('NOT_FOUND');
    return toPeriod(row);
  }

  return {
    list(query: PeriodFilters & PageRequest): Promise<PeriodPage> {
      return periodList.page(db, undefined, query);
    },

    get,

    /** A new year is a draft. */
    async create(body: Required<CreatePeriodBody>): Promise<Period> {
      try {
        return toPeriod(await insertPeriod(db, body));
      } catch (error) {
        explainWriteFailure(error);
      }
    },

    async update(id: number, body: UpdatePeriodBody): Promise<Period> {
      const changes: Partial<PeriodValues> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.startDate !== undefined) changes.startDate = body.startDate;
      if (body.endDate !== undefined) changes.endDate = body.endDate;
      try {
        await db.transaction(async (tx) => {
          const current = await lockPeriod(tx, id);
          if (!current) throw appError('NOT_FOUND');
          if (current.status === 'closed') throw appError('PERIOD_CLOSED');
          // One date may change alone: check the pair the row will hold.
          const startDate = changes.startDate ?? current.startDate;
          const endDate = changes.endDate ?? current.endDate;
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
          await updatePeriod(tx, id, changes, clock.now());
        });
      } catch (error) {
        explainWriteFailure(error);
      }
      return get(id);
    },

    /**
     * Irreversible: the draft becomes the available year and the available one closes, in one
     * transaction. The unique index over the available row is what decides a race: the loser's
     * opening is refused and its closing rolled back with it.
     */
    async activate(id: number, body: ActivatePeriodBody): Promise<Period> {
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
    },

    /** The available year, for the areas that work in it (sponsorship, letters, meetings). */
    async findAvailable(tx: Database = db): Promise<Period | undefined> {
      const row = await findAvailablePeriod(tx);
      return row && toPeriod(row);
    },
  };
}

export type PeriodsService = ReturnType<typeof createPeriodsService>;

/**
 * For the areas that work in the available year (sponsorship): the year, share-locked until the
 * caller's transaction ends (an activation waits); undefined when no year is available.
 */
export async function lockAvailableYear(tx: Database): Promise<Period | undefined> {
  const row = await lockAvailablePeriod(tx);
  return row && toPeriod(row);
}

/** A year by id, for the areas that filter by year. */
export async function findYear(db: Database, id: number): Promise<Period | undefined> {
  const row = await findPeriod(db, id);
  return row && toPeriod(row);
}

/** The available year, if any (the agreements area: is a sponsor under 18 on its start date?). */
export async function findAvailableYear(db: Database): Promise<Period | undefined> {
  const row = await findAvailablePeriod(db);
  return row && toPeriod(row);
}
