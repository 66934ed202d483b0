// No answer carries more than the caller's role may see (PRODUCT.md, "Safeguarding"; decision
// 032). In a world with every kind of person, each with private details found nowhere else
// (helpers/privacy-people.ts), a student, a sponsor, their co-sponsor and a minor sponsor each
// read every endpoint their role may read by the permission table: every GET contract of the
// shared package, with every known id in its path and each value of each filter, exports and
// files included, and every file link an answer hands out. No answer may carry a surname,
// e-mail, phone, address, birth date or external id of anyone but the caller; none may fail with
// a 5xx; and every endpoint must have answered successfully at least once, so the walk cannot
// pass by reading nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ENDPOINTS, type Role } from '@portal/shared';
import { ManualClock } from './helpers/clock';
import {
  answerText,
  foundBy,
  linksIn,
  readableContracts,
  searchUrlFor,
  urlsFor,
  type KnownValues,
} from './helpers/endpoint-walk';
import { CALLERS, type CallerName, type World } from './helpers/privacy-calls';
import { leaksIn, PEOPLE, searchableMarkers, type PersonKey } from './helpers/privacy-people';
import { buildPrivacyWorld } from './helpers/privacy-world';
import { createTestContext, queryRows, type TestContext } from './helpers/test-app';

/**
 * Endpoints a caller may call by the table that answer only with what the caller does not hold,
 * by design: the walk still reads them (nothing may leak, nothing may fail), but does not ask
 * them to succeed.
 */
const NEVER_THEIRS: Record<Role, Record<string, string>> = {
  SUPER_ADMIN: {},
  GLOBAL_ADMIN: {},
  ADMIN: {},
  SPONSOR: {
    'AGREEMENT_ENDPOINTS.list':
      "the texts' list is the coordinators' (404): a sponsor reads their own, AGREEMENT_ENDPOINTS.mine",
    'AGREEMENT_ENDPOINTS.missingTexts':
      "which texts the programme still has to publish is the coordinators' to know (404)",
  },
  STUDENT: {
    'SPONSOR_ENDPOINTS.own': 'a student has no sponsor record (404)',
    'SPONSOR_ENDPOINTS.get':
      'every sponsor record is 404 to a student (they read SPONSOR_PATHS.mySponsors)',
    'SPONSOR_ENDPOINTS.listParents': 'every sponsor record is 404 to a student',
  },
};
const SECRET_HOLDERS_ONLY: Record<string, string> = {
  'PARENT_AGREEMENT_ENDPOINTS.publicAgreement': 'needs the key mailed to the parent',
  'PAYMENT_ENDPOINTS.testCheckout': "needs the payer's checkout session",
  'PUBLIC_EVENT_ENDPOINTS.getOrder': "needs the buyer's order secret",
  'DONATION_ENDPOINTS.status': "needs the donor's key",
  'EMAIL_ENDPOINTS.unsubscribeState': 'needs the token mailed with a campaign message',
};

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let world: World;
let ids: number[] = [];
/** The donation pages' addresses: the people's public ids (decision 031). */
const publicIds = { sponsors: [] as string[], students: [] as string[] };

/** Ids of every table the world wrote to, by table. */
async function idsByTable(): Promise<Map<string, number[]>> {
  const tables = await queryRows<{ table_name: string }>(
    ctx.database,
    sql`select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'id' and data_type = 'integer'`,
  );
  const found = new Map<string, number[]>();
  for (const { table_name: table } of tables) {
    const rows = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from ${sql.identifier(table)} order by id limit 500`,
    );
    found.set(
      table,
      rows.map((row) => Number(row.id)),
    );
  }
  return found;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  world = await buildPrivacyWorld(ctx);
  const tables = await idsByTable();
  // Reference data (countries, states, lookups) and bookkeeping are nobody's; the people's
  // records are the tables with a handful of rows.
  const known = new Set<number>();
  for (const values of tables.values())
    if (values.length < 100) values.forEach((id) => known.add(id));
  ids = [...known].sort((a, b) => a - b);
  for (const kind of ['sponsors', 'students'] as const) {
    const rows = await queryRows<{ public_id: string }>(
      ctx.database,
      sql`select public_id from ${sql.identifier(kind)} order by id`,
    );
    publicIds[kind] = rows.map((row) => row.public_id);
  }
}, 240_000);
afterAll(() => ctx?.close());

it('builds every part of the world the walk reads', () => {
  expect(world.problems).toEqual([]);
});

interface EndpointResult {
  calls: number;
  successes: number;
  /** Each marker found, with the first URL that answered it. */
  leaks: Map<string, string>;
  failures: string[];
}

/** The kinds of answers (content types) each caller's walk read successfully. */
const kindsRead = new Map<CallerName, Set<string>>();

function kindOf(contentType: string): string {
  if (contentType.includes('spreadsheetml')) return 'xlsx';
  if (contentType.includes('text/csv')) return 'csv';
  if (contentType.includes('application/pdf')) return 'pdf';
  if (contentType.includes('application/json')) return 'json';
  if (contentType.startsWith('image/')) return 'image';
  return contentType;
}

async function walk(caller: CallerName): Promise<Map<string, EndpointResult>> {
  const kinds = new Set<string>();
  kindsRead.set(caller, kinds);
  const { role, own, firstNames } = CALLERS[caller];
  const actor = world.actors[caller];
  const fresh = await ctx.login(actor.email);
  const known: KnownValues = {
    ids,
    idsByField: {
      periodId: [world.periodId],
      schoolId: world.schools,
      villageId: world.villages,
      sponsorId: Object.values(world.sponsorIds),
      studentId: Object.values(world.studentIds),
    },
    textByField: {
      slug: world.eventSlugs,
      refresh: [fresh.refresh],
      sponsorPublicId: publicIds.sponsors,
      studentPublicId: publicIds.students,
      // Help topics every role has (help/<language>/*.md with `roles: all`).
      topic: ['dashboard', 'faq', 'contact'],
    },
  };
  const results = new Map<string, EndpointResult>();
  const links = new Set<string>();
  // Each caller from their own connection: the walk's guesses at public pages that do not exist
  // count against an address (the one throttle), and one caller's must not refuse the next's.
  const remoteAddress = `10.77.${Object.keys(CALLERS).indexOf(caller) + 1}.1`;
  // A public page is the public's: the first names it shows (a donation page's sponsor and
  // student) are anyone's to read; everything else is held to the caller's projection.
  const everyone = Object.keys(PEOPLE) as PersonKey[];
  const read = async (name: string, url: string, language: string, isPublic: boolean) => {
    const result = results.get(name) ?? {
      calls: 0,
      successes: 0,
      leaks: new Map<string, string>(),
      failures: [],
    };
    results.set(name, result);
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${actor.token}`, 'accept-language': language },
      remoteAddress,
    });
    result.calls += 1;
    if (response.statusCode >= 500) result.failures.push(`${url}: ${response.statusCode}`);
    if (response.statusCode >= 300) return;
    result.successes += 1;
    kinds.add(kindOf(String(response.headers['content-type'] ?? '')));
    const text = await answerText(response);
    for (const leak of leaksIn(text, own as readonly PersonKey[], isPublic ? everyone : firstNames))
      if (!result.leaks.has(leak)) result.leaks.set(leak, url);
    for (const link of linksIn(text)) links.add(link);
  };
  const get = (url: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${actor.token}` },
      remoteAddress,
    });
  for (const { name, endpoint } of readableContracts(role)) {
    const urls = urlsFor(endpoint, known);
    const isPublic = endpoint.access === 'public';
    for (const url of urls) await read(name, url, 'en-US', isPublic);
    // The other language's answer (export headers, labels) once per contract.
    if (urls[0]) await read(name, urls[0], 'es-CO', isPublic);
    // What a caller may not read, they may not find by searching for it either: a search for
    // anyone else's surname, e-mail or external id finds what a search for nothing finds.
    const search = searchUrlFor(endpoint, known);
    if (!search) continue;
    const nothing = foundBy(await get(search('qqxqzzwnothing')));
    const result = results.get(name);
    for (const [key, marker] of searchableMarkers(own as readonly PersonKey[])) {
      const found = foundBy(await get(search(marker)));
      if (found !== nothing && result)
        result.leaks.set(`${key}: found by searching "${marker}" (${found})`, search(marker));
    }
  }
  const files = readableContracts(role).find(({ endpoint }) => endpoint === FILE_ENDPOINTS.get);
  for (const link of links) await read(files?.name ?? 'FILE_ENDPOINTS.get', link, 'en-US', false);
  return results;
}

describe.each(Object.keys(CALLERS) as CallerName[])('as the %s', (caller) => {
  const role = CALLERS[caller].role;
  let results: Map<string, EndpointResult>;
  beforeAll(async () => {
    results = await walk(caller);
  }, 600_000);

  it('read every kind of answer its role gets: JSON, CSV, Excel, photos (and PDFs)', () => {
    const expected = ['csv', 'image', 'json', 'xlsx', ...(role === 'SPONSOR' ? ['pdf'] : [])];
    expect([...(kindsRead.get(caller) ?? [])].sort()).toEqual(expect.arrayContaining(expected));
  });

  it.each(readableContracts(role).map(({ name }) => name))(
    '%s carries nothing of anyone else',
    (name) => {
      const result = results.get(name);
      const leaks = [...(result?.leaks ?? [])].map(([leak, url]) => `${leak} (${url})`);
      expect(leaks).toEqual([]);
      expect(result?.failures ?? []).toEqual([]);
      const reason = NEVER_THEIRS[role][name] ?? SECRET_HOLDERS_ONLY[name];
      if (!reason) expect(result?.successes ?? 0, `${name} never answered 2xx`).toBeGreaterThan(0);
    },
  );
});
