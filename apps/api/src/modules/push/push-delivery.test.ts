// Sending: a letter that reaches a sponsor, a letter due in a week and a meeting tomorrow are
// sent to the sponsor's devices through the push queue, encrypted for each device (RFC 8291,
// decrypted here with node:crypto) and signed with the server's VAPID key (RFC 8292), to a local
// push service the test starts (no real one is reachable). Each reminder goes once however many
// times the daily job runs; a device the push service forgot (410) is deleted; a topic switched
// off, a deactivated account and a signed-out device get nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_PATHS, PUSH_PATHS } from '@portal/shared';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index';
import type { Actor } from '../../../test/helpers/fixtures';
import {
  createLettersWorld,
  letterBody,
  write,
  type LettersWorld,
} from '../letters/letters-fixture';
import {
  decryptPush,
  readVapid,
  startTestPushService,
  type TestDevice,
  type TestPushService,
} from './push-test-service';

/** Moves the world's clock to the moment (forward only, as time goes). */
function moveTo(clock: LettersWorld['clock'], at: Date) {
  clock.advance(at.getTime() - clock.now().getTime());
}

let service: TestPushService;
let world: LettersWorld;

beforeAll(async () => {
  service = await startTestPushService();
  world = await createLettersWorld({ env: { PUSH_TEST_ORIGINS: service.origin } });
});
afterAll(async () => {
  await world.ctx.close();
  await service.close();
});

async function subscribe(actor: Actor, name: string): Promise<TestDevice> {
  const device = service.device(name);
  const response = await actor.request('PUT', PUSH_PATHS.subscription, {
    endpoint: device.endpoint,
    keys: device.keys,
  });
  expect(response.statusCode, response.body).toBe(204);
  return device;
}

/** How many of each device's notifications the test has looked at. */
const seen = new Map<string, number>();

/**
 * Sends what is queued, and answers what the push service received for the device since the
 * last look (also what a process's worker sent on its own, woken by the queue).
 */
async function deliveredTo(device: TestDevice) {
  await world.ctx.app.push.sender.flush();
  const all = service.received.filter(
    (push) => `${service.origin}${push.path}` === device.endpoint,
  );
  const fresh = all.slice(seen.get(device.endpoint) ?? 0);
  seen.set(device.endpoint, all.length);
  return fresh.map((push) => ({
    ...push,
    json: JSON.parse(decryptPush(device, push.body)) as unknown,
  }));
}

describe('a new letter', () => {
  it("reaches the sponsor's phone encrypted for it, signed by the server, without the letter", async () => {
    const { actors, pairs } = world;
    const device = await subscribe(actors.SPONSOR_C, 'chloe');
    const other = await subscribe(actors.SPONSOR_D, 'diego');
    await write(world, actors.SPONSOR_C, letterBody(pairs.C, { send: true }));
    expect(await deliveredTo(device)).toEqual([]); // her own letter: nothing for her
    const message = 'Thank you for your letter. My dog is called Luna and she is very funny.';
    const answer = await write(
      world,
      actors.STUDENT_C,
      letterBody(pairs.C, { subject: 'Thank you', message, send: true }),
    );
    expect(answer.status).toBe('delivered');
    const pushes = await deliveredTo(device);
    expect(pushes.map((push) => push.json)).toEqual([
      {
        title: 'New letter from Daniela',
        body: 'Open the app to read it.',
        path: `/edrocks/letters/${answer.id}`,
        topic: 'newLetter',
      },
    ]);
    const [push] = pushes;
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await actors.SPONSOR_C.request('GET', PUSH_PATHS.publicKey)).json<{
      publicKey: string;
    }>();
    const vapid = readVapid(push!.headers);
    expect(vapid.key).toBe(publicKey);
    expect(vapid.claims.aud).toBe(service.origin);
    // The body is ciphertext: neither the words nor the name travel in the clear.
    expect(push!.body.includes(Buffer.from('Daniela'))).toBe(false);
    expect(JSON.stringify(push?.json)).not.toContain('Luna');
    expect(JSON.stringify(push?.json)).not.toContain('Gómez');
    // Another device cannot read it.
    expect(() => decryptPush(other, push!.body)).toThrow();
    // Once: a second flush sends nothing more.
    expect(await deliveredTo(device)).toEqual([]);
  });
});

describe('the daily reminders', () => {
  it('tell of a letter due in 7 days and a meeting tomorrow, each once, and only the topics wanted', async () => {
    const { actors, ctx, clock, pairs, places } = world;
    const device = await subscribe(actors.SPONSOR, 'emily');
    const offDevice = await subscribe(actors.SPONSOR_B, 'ben');
    const allTopics = { newLetter: true, letterDue: true, meetingTomorrow: true, recommit: true };
    await actors.SPONSOR_B.request('PUT', PUSH_PATHS.topics, { ...allTopics, letterDue: false });
    const tomorrow = new Date('2026-12-19T08:00:00Z');
    const scheduled = await actors.SUPER_ADMIN.request('PUT', MEETING_PATHS.meetingSchedule, {
      periodId: world.periodId,
      schoolId: places.school,
      meetings: [{ number: 1, startsAt: tomorrow.toISOString(), place: 'Library' }],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    // Nothing is due yet.
    await ctx.app.push.sendReminders();
    expect(await deliveredTo(device)).toEqual([]);
    // The sponsorships began on 2026-11-25: letters 1 and 2 fall due 30 days later, 2026-12-25.
    moveTo(clock, new Date('2026-12-18T09:00:00Z'));
    await ctx.app.push.sendReminders();
    const pushes = (await deliveredTo(device)).map((push) => push.json);
    expect(pushes).toEqual(
      expect.arrayContaining([
        {
          title: 'Letter 1 to Valentina is due in 7 days',
          body: 'Write it now so that it arrives on time.',
          path: `/edrocks/letters/write/${pairs.A}/1`,
          topic: 'letterDue',
        },
        {
          title: 'Leadership meeting tomorrow',
          body: 'Open the app to see the time and place.',
          path: '/edrocks/sponsors/meetings',
          topic: 'meetingTomorrow',
        },
      ]),
    );
    // Ben switched the letters' reminders off; his school has no meeting tomorrow.
    expect(await deliveredTo(offDevice)).toEqual([]);
    // The job runs every hour in every process: nothing goes twice.
    await ctx.app.push.sendReminders();
    moveTo(clock, new Date('2026-12-18T15:00:00Z'));
    await ctx.app.push.sendReminders();
    expect(await deliveredTo(device)).toEqual([]);
  });
});

/** The actor signed in again (the clock moved past their token's life). */
async function signedInAgain(actor: Actor): Promise<Actor> {
  const session = await world.ctx.login(actor.email);
  return {
    ...actor,
    session,
    token: session.access,
    request: (method, url, payload) =>
      world.ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${session.access}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

describe('devices that get nothing', () => {
  it('a device the push service forgot (410) is deleted', async () => {
    const { ctx, pairs } = world;
    const sponsor = await signedInAgain(world.actors.SPONSOR_D);
    const student = await signedInAgain(world.actors.STUDENT_D);
    const device = await subscribe(sponsor, 'diego-gone');
    service.answer('/push/diego-gone', 410);
    await write(world, sponsor, letterBody(pairs.D, { send: true, number: 2 }));
    const answer = await write(
      world,
      student,
      letterBody(pairs.D, {
        number: 2,
        subject: 'Hola',
        message: 'Gracias por tu carta, amigo. Me gusta mucho el colegio.',
        send: true,
      }),
    );
    expect(answer.status).toBe('delivered');
    expect(await deliveredTo(device)).toHaveLength(1);
    const left = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(left).toEqual([]);
  });

  it('a signed-out device is sent nothing, even what was queued before', async () => {
    const { ctx } = world;
    const sponsor = await signedInAgain(world.actors.SPONSOR_B);
    const device = await subscribe(sponsor, 'ben-out');
    const [row] = await ctx.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    // Signed out (the session ended) just as a notice was queued: it is not sent.
    await ctx.database.db.execute(
      sql`update sessions set ended_at = now() where id = (select session_id from push_subscriptions where id = ${row!.id})`,
    );
    const payload = { title: 't', body: 'b', path: '/edrocks', topic: 'recommit' as const };
    await ctx.database.db.insert(pushOutbox).values({ subscriptionId: row!.id, payload });
    expect(await deliveredTo(device)).toEqual([]);
    const [queued] = await ctx.database.db
      .select({ status: pushOutbox.status, lastError: pushOutbox.lastError })
      .from(pushOutbox)
      .where(eq(pushOutbox.subscriptionId, row!.id));
    expect(queued).toEqual({ status: 'failed', lastError: 'not signed in' });
  });

  it('a deactivated account is queued nothing', async () => {
    const { ctx, pairs } = world;
    const sponsor = await signedInAgain(world.actors.SPONSOR_C);
    const student = await signedInAgain(world.actors.STUDENT_C);
    const device = await subscribe(sponsor, 'chloe-deactivated');
    await write(world, sponsor, letterBody(pairs.C, { send: true, number: 2 }));
    await ctx.database.db.execute(sql`update users set active = false where id = ${sponsor.id}`);
    await write(
      world,
      student,
      letterBody(pairs.C, {
        number: 2,
        subject: 'Thank you again',
        message: 'Thank you for your second letter. School is fun this month.',
        send: true,
      }),
    );
    expect(await deliveredTo(device)).toEqual([]);
  });
});
