// The lookup lists every form picks from. Disabled schools and villages are never offered.
// Served from memory: the answer is built once, serialised once and kept with its ETag until
// a place or lookup changes (any API process's change reaches every process through the change
// feed), so a request costs no query, and a browser's revalidation a 304.
import { createHash } from 'node:crypto';
import { listsResponseSchema, type ListsResponse } from '@portal/shared';
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../../lib/change-feed';
import {
  findCountries,
  findEnabledSchools,
  findEnabledVillages,
  findLetters,
  findLookupItems,
  findStates,
  lookupTables,
} from './lists.repo';

/** The lists as sent: the JSON text and its entity tag. */
export interface ServedLists {
  json: string;
  etag: string;
}

async function queryLists(db: Database): Promise<ListsResponse> {
  // Sequential on purpose: PGlite has a single connection, and these are small.
  const grades = await findLookupItems(db, lookupTables.grades);
  const genders = await findLookupItems(db, lookupTables.genders);
  const status = await findLookupItems(db, lookupTables.studentStatuses);
  const languages = await findLookupItems(db, lookupTables.languages);
  const countries = await findCountries(db);
  const states = await findStates(db);
  const schools = await findEnabledSchools(db);
  const villages = await findEnabledVillages(db);
  const letters = await findLetters(db);
  return { grades, genders, schools, villages, countries, states, status, letters, languages };
}

export function createListsService(db: Database, changes: ChangeFeed) {
  let served: Promise<ServedLists> | null = null;
  // Dropped at the first sign of a change; the next request builds them again.
  changes.onChange('lists', () => {
    served = null;
  });

  async function build(): Promise<ServedLists> {
    // The answer passes the contract's schema here, once, instead of on every request.
    const json = JSON.stringify(listsResponseSchema.parse(await queryLists(db)));
    const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    return { json, etag: `"${digest}"` };
  }

  return {
    /** The lists as they are now (built when first asked after a change). */
    current(): Promise<ServedLists> {
      if (!served) {
        const building = build();
        served = building;
        // A failed build is not kept: the next request tries again.
        building.catch(() => {
          if (served === building) served = null;
        });
      }
      return served;
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
