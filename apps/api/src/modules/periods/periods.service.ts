// Years: the list, details, create, edit and the irreversible activation. The permission table
// decides who reads and writes (the routes check it); the rules that hold under concurrency
// are the database's: one available year (a unique index), no overlapping years (an exclusion
// constraint), unique names. The use cases turn their refusals into clear answers.
import type { Period } from '@portal/shared';
import type { Database } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';
import { findAvailable, getPeriod, listPeriods } from './period-reading';
import { activatePeriod, createPeriod, updatePeriodFields } from './period-writing';
import { toPeriod } from './period-projection';
import {
  findAvailablePeriod,
  findPeriod,
  findYearBefore,
  lockAvailablePeriod,
  lockPeriod,
  markCycleStep,
} from './periods.repo';
import type { PeriodsServiceDeps } from './periods-context';

export type { PeriodsServiceDeps } from './periods-context';
export type { ActivationStep } from './period-writing';

export function createPeriodsService(deps: PeriodsServiceDeps) {
  return bindUseCases(deps, {
    list: listPeriods,
    get: getPeriod,
    create: createPeriod,
    update: updatePeriodFields,
    activate: activatePeriod,
    findAvailable,
  });
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

/** A year, its row locked until the caller's transaction ends (the yearly cycle's runs take turns). */
export async function lockYear(tx: Database, id: number): Promise<Period | undefined> {
  const row = await lockPeriod(tx, id);
  return row && toPeriod(row);
}

/** The year a new year follows: the one that starts last before it. */
export async function findPreviousYear(db: Database, year: Period): Promise<Period | undefined> {
  const row = await findYearBefore(db, year.startDate);
  return row && toPeriod(row);
}

/**
 * Marks recommit or upgrade as run on the year the caller locked: false when it had run already
 * (the caller answers 409 and rolls back).
 */
export function markYearStep(
  tx: Database,
  id: number,
  step: 'recommited' | 'upgraded',
  now: Date,
): Promise<boolean> {
  return markCycleStep(tx, id, step, now);
}
