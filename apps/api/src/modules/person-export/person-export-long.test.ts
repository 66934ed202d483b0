// A person's e-mails and history are exported in full, however many there are: more rows than
// the 5,000 an export once stopped at, read a page at a time (keyset pages of 500) into the ZIP.
// The rows are inserted in bulk with SQL, three at a time sharing a timestamp with microseconds,
// so that the pages' boundaries fall inside ties that a millisecond cursor would cut wrongly;
// another person's rows are beside them and never read. The person's own copy holds the
// messages sent to them, not those that never went.
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpointPath, PERSON_EXPORT_ENDPOINTS } from '@portal/shared';
import { createActor, type Actor } from '../../../test/helpers/fixtures';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

/** More than the old cap, and not a whole number of pages. */
const ROWS = 5_321;

let ctx: TestContext;
let sponsor: Actor;
let other: Actor;
let superAdmin: Actor;

async function insertTraces(person: Actor, rows: number, actorId: number) {
  // Upper case on purpose: the address is matched as the person's, whatever its case.
  const to = person.email.toUpperCase();
  await queryRows(
    ctx.database,
    sql`insert into mail_outbox (to_address, language, subject, text, status, created_at)
        select ${to}, 'en-US', 'Message ' || i, 'Text of message ' || i, 'sent',
               timestamptz '2026-01-01 00:00:00Z' + (i / 3) * interval '1.000123 seconds'
        from generate_series(0, ${rows - 1}) as i`,
  );
  await queryRows(
    ctx.database,
    sql`insert into audit_log (at, actor_id, address, entity, entity_id, action, reason)
        select timestamptz '2026-01-01 00:00:00Z' + (i / 3) * interval '1.000123 seconds',
               case when i % 2 = 0 then ${actorId}::integer end, '203.0.113.7', 'user',
               ${person.id}::integer, 'view', 'Entry ' || i
        from generate_series(0, ${rows - 1}) as i`,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  sponsor = await createActor(ctx, 'SPONSOR');
  other = await createActor(ctx, 'SPONSOR');
  superAdmin = await createActor(ctx, 'SUPER_ADMIN', { firstName: 'Sofia', lastName: 'Admin' });
  await insertTraces(sponsor, ROWS, superAdmin.id);
  await insertTraces(other, 7, superAdmin.id);
  // Messages that never reached the person: a test checkout's receipt kept for an address a
  // stranger typed, a campaign's message cancelled before it went.
  for (const status of ['kept', 'cancelled'])
    await queryRows(
      ctx.database,
      sql`insert into mail_outbox (to_address, subject, text, status)
          values (${sponsor.email}, ${`Never sent ${status}`}, 'Typed by someone else', ${status})`,
    );
}, 120_000);
afterAll(() => ctx?.close());

async function exportOf(actor: Actor, url: string) {
  const response = await actor.request('GET', url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const zip = await JSZip.loadAsync(response.rawPayload);
  const read = async <T>(name: string) => JSON.parse(await zip.file(name)!.async('string')) as T;
  return {
    emails: await read<{ messages: Array<{ subject: string; to: string }>; addresses: unknown[] }>(
      'emails.json',
    ),
    history:
      await read<Array<{ reason: string | null; by?: string; actor?: string | null }>>(
        'history.json',
      ),
    summary: await zip.file('summary.txt')!.async('string'),
  };
}

/** What was inserted, newest first: the pages' order. */
const newestFirst = (prefix: string) =>
  Array.from({ length: ROWS }, (_, index) => `${prefix} ${ROWS - 1 - index}`);

it("exports every e-mail and history entry of the person's own, newest first", async () => {
  const { emails, history, summary } = await exportOf(sponsor, PERSON_EXPORT_ENDPOINTS.me.path);
  const subjects = emails.messages.map((message) => message.subject);
  expect(subjects.filter((subject) => subject.startsWith('Message '))).toEqual(
    newestFirst('Message'),
  );
  expect(emails.messages.every((message) => message.to === sponsor.email.toUpperCase())).toBe(true);
  expect(Array.isArray(emails.addresses)).toBe(true);
  const entries = history.filter((entry) => entry.reason?.startsWith('Entry '));
  expect(entries.map((entry) => entry.reason)).toEqual(newestFirst('Entry'));
  // The person's own copy names no coordinator.
  expect(new Set(entries.map((entry) => entry.by))).toEqual(new Set(['coordinator', 'system']));
  expect(JSON.stringify(history)).not.toContain('Sofia');
  // What never reached them is not theirs to read.
  expect(subjects.filter((subject) => subject.startsWith('Never sent'))).toEqual([]);
  expect(summary).toContain(`emails.json (${emails.messages.length} items)`);
  expect(summary).toContain(`history.json (${history.length} items)`);
  // Nothing of the other person's.
  expect(JSON.stringify(emails)).not.toContain(other.email.toUpperCase());
});

it('exports every one for the super admin too, with the actors named', async () => {
  const url = endpointPath(PERSON_EXPORT_ENDPOINTS.person, { userId: sponsor.id });
  const { emails, history } = await exportOf(superAdmin, url);
  expect(emails.messages.filter((message) => message.subject.startsWith('Message '))).toHaveLength(
    ROWS,
  );
  // The super admin reads every message queued to the person's addresses.
  expect(
    emails.messages.filter((message) => message.subject.startsWith('Never sent')),
  ).toHaveLength(2);
  const entries = history.filter((entry) => entry.reason?.startsWith('Entry '));
  expect(entries.map((entry) => entry.reason)).toEqual(newestFirst('Entry'));
  expect(entries.filter((entry) => entry.actor === 'Sofia Admin')).toHaveLength(
    Math.ceil(ROWS / 2),
  );
});
