// The lookup lists every form picks from. Disabled schools and villages are never offered.
import type { ListsResponse } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  findCountries,
  findEnabledSchools,
  findEnabledVillages,
  findLetters,
  findLookupItems,
  findStates,
  lookupTables,
} from './lists.repo';

export function createListsService(db: Database) {
  return {
    async getLists(): Promise<ListsResponse> {
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
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
