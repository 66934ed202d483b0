// The lookup lists every form picks from. Disabled schools and villages are never offered, and
// an admin is offered only the schools and villages assigned to them (PRODUCT.md hides the
// others from them): every picker and list filter of the web reads its places from here.
// Served from memory: the answer is built once, serialised once and kept with its ETag until
// a place or lookup changes (any API process's change reaches every process through the change
// feed), so a request costs no query, and a browser's revalidation a 304.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isScoped, listsResponseSchema, type ListsResponse } from '@portal/shared';
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../../lib/change-feed';
import type { ContentEncoding } from '../../lib/content-encoding';
import { findAdminScope } from '../../lib/scopes/scopes.repo';
import type { SignedInCaller } from '../../lib/auth-context';
import {
  findCountries,
  findEnabledPlaces,
  findLetters,
  findLookupItems,
  findStates,
  lookupTables,
  placeTables,
} from './lists.repo';

/**
 * The lists as sent: the JSON as UTF-8 bytes, and the same compressed once per change for the
 * browsers that accept it (never on a request; they save ~85%), each with its entity tag: the
 * tag names the bytes, so each encoding has its own.
 */
export interface ServedLists {
  bodies: Record<ContentEncoding, { bytes: Buffer; etag: string }>;
  /** The lists themselves, from which a scoped admin's narrower answer is cut. */
  lists: ListsResponse;
}

/** An admin's own lists: built per request (one small query), compressed on the way out. */
export interface ScopedLists {
  json: string;
  etag: string;
}

function entityTag(json: Buffer | string): string {
  return createHash('sha256').update(json).digest('base64url').slice(0, 27);
}

const brotli = promisify(zlib.brotliCompress);
const gzipped = promisify(zlib.gzip);
/** Brotli's best: built once per change of the lists, so its time is spent rarely. */
const BROTLI_QUALITY = 11;

async function queryLists(db: Database): Promise<ListsResponse> {
  // Sequential on purpose: PGlite has a single connection, and these are small.
  const grades = await findLookupItems(db, lookupTables.grades);
  const genders = await findLookupItems(db, lookupTables.genders);
  const status = await findLookupItems(db, lookupTables.studentStatuses);
  const languages = await findLookupItems(db, lookupTables.languages);
  const countries = await findCountries(db);
  const states = await findStates(db);
  const schools = await findEnabledPlaces(db, placeTables.schools);
  const villages = await findEnabledPlaces(db, placeTables.villages);
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
    const lists = listsResponseSchema.parse(await queryLists(db));
    const json = Buffer.from(JSON.stringify(lists));
    const digest = entityTag(json);
    const [br, gzip] = await Promise.all([
      brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      gzipped(json, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    return {
      bodies: {
        identity: { bytes: json, etag: `"${digest}"` },
        br: { bytes: br, etag: `"${digest}-br"` },
        gzip: { bytes: gzip, etag: `"${digest}-gz"` },
      },
      lists,
    };
  }

  /** The lists with only the assigned schools and villages of an area the caller is scoped in. */
  async function scopedTo(caller: SignedInCaller, lists: ListsResponse): Promise<ScopedLists> {
    const scope = await findAdminScope(db, caller.userId);
    const schoolIds = new Set(scope.schools.map((school) => school.id));
    const villageIds = new Set(scope.villages.map((village) => village.id));
    const json = JSON.stringify({
      ...lists,
      schools: isScoped(caller.role, 'schools')
        ? lists.schools.filter((school) => schoolIds.has(school.id))
        : lists.schools,
      villages: isScoped(caller.role, 'villages')
        ? lists.villages.filter((village) => villageIds.has(village.id))
        : lists.villages,
    } satisfies ListsResponse);
    return { json, etag: `"${entityTag(json)}-own"` };
  }

  /** The lists as they are now (built when first asked after a change). */
  function current(): Promise<ServedLists> {
    if (!served) {
      const building = build();
      served = building;
      // A failed build is not kept: the next request tries again.
      building.catch(() => {
        if (served === building) served = null;
      });
    }
    return served;
  }

  return {
    current,

    /** Whether the caller is offered fewer places than everyone (an admin's assignments). */
    isNarrowedFor(caller: SignedInCaller | null): caller is SignedInCaller {
      return (
        caller !== null && (isScoped(caller.role, 'schools') || isScoped(caller.role, 'villages'))
      );
    },

    /** The lists as a scoped admin sees them. */
    async forScopedCaller(caller: SignedInCaller): Promise<ScopedLists> {
      return scopedTo(caller, (await current()).lists);
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
