// Every route the throttle guards, refused: each answers 429 with its own reason and the wait
// filled in, in both languages, with the unit agreeing with the number ("1 minute", "15 minutos").
// Each route is called once (which counts it), every counter the call left counted is then set
// far past any limit, and the route is called again: so the test needs no route's limits or keys,
// and a new throttled route only adds its call below. Holds are capped by the live holds of an
// address rather than by a counter: their case fills the address with holds instead.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DONATION_ENDPOINTS,
  DONATION_PATHS,
  EMAIL_PATHS,
  ERRORS,
  EVENT_PATHS,
  MESSAGES,
  endpointPath,
  type ErrorCode,
  type Language,
  AGREEMENT_PATHS,
  MEETING_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { sponsorshipHolds } from '../src/db/schema/index';
import { HOLDS_PER_ADDRESS, holdAddressKey } from '../src/modules/sponsorship/hold-address-limit';
import { createActor, createPlace, type Actor } from './helpers/fixtures';
import { addSponsor, addStudent, openYear } from './helpers/pairings';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from './helpers/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789-abcdef';
let ctx: TestContext;
let sponsor: Actor;
let signedIn: Actor;
let yearId = 0;
let student = 0;
/** Sponsor records whose holds fill an address. */
const others: { sponsorId: number; studentId: number }[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN } });
  sponsor = await createActor(ctx, 'SPONSOR');
  signedIn = await createActor(ctx, 'ADMIN');
  const db = ctx.database.db;
  const school = await createPlace(db, 'school', { name: 'Colegio Espera', code: 'W4ITSCH1' });
  const village = await createPlace(db, 'village', { name: 'Vereda Espera' });
  yearId = await openYear(await createActor(ctx, 'SUPER_ADMIN'));
  await addSponsor(ctx, school, { firstName: 'Paula', lastName: 'Espera' }, sponsor);
  student = await addStudent(ctx, village, { firstName: 'Lina', lastName: 'Espera' });
  for (let index = 0; index < HOLDS_PER_ADDRESS; index += 1) {
    others.push({
      sponsorId: await addSponsor(ctx, school, { firstName: `Otro${index}`, lastName: 'Espera' }),
      studentId: await addStudent(ctx, village, { firstName: `Niño${index}`, lastName: 'Espera' }),
    });
  }
});
afterAll(async () => {
  await ctx.close();
});

type Call = (language: Language) => Promise<LightMyRequestResponse>;
interface ThrottledRoute {
  route: string;
  code: ErrorCode;
  call: Call;
  /** Fills what the route is limited by; by default every counter its first call counted. */
  exhaust?: () => Promise<void>;
}
let addressCounter = 0;
const nextAddress = () => `10.77.0.${++addressCounter}`;

/** Each throttled route, what its refusal must say, and a call that is counted by its throttle. */
function throttledRoutes(): ThrottledRoute[] {
  const at = (address: string, language: Language) => ({
    remoteAddress: address,
    headers: { 'accept-language': language },
  });
  const login = nextAddress();
  const recovery = nextAddress();
  const signup = nextAddress();
  const accounts = nextAddress();
  const holds = nextAddress();
  const agreement = nextAddress();
  const unsubscribe = nextAddress();
  const attendance = nextAddress();
  const order = nextAddress();
  const gift = nextAddress();
  const page = nextAddress();
  const metrics = nextAddress();
  return [
    {
      route: 'sign-in',
      code: 'TOO_MANY_ATTEMPTS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: API.auth,
          ...at(login, language),
          payload: { username: sponsor.email, password: 'not the password' },
        }),
    },
    {
      route: 'password recovery',
      code: 'TOO_MANY_RECOVERY_REQUESTS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: API.recovery,
          ...at(recovery, language),
          payload: { email: 'nobody@example.org' },
        }),
    },
    {
      route: 'password change',
      code: 'TOO_MANY_PASSWORD_CHANGES',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: API.mePassword,
          remoteAddress: nextAddress(),
          headers: { ...bearer(signedIn.token), 'accept-language': language },
          payload: {
            currentPassword: 'not the password',
            password: 'a new long password',
            confirmPassword: 'a new long password',
          },
        }),
    },
    {
      route: 'failed sign-up',
      code: 'TOO_MANY_SIGNUP_ATTEMPTS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: API.signup,
          ...at(signup, language),
          payload: {
            code: 'WRONGCD1',
            firstName: 'Camila',
            lastName: 'Sánchez',
            email: `guess-${language}-${Date.now()}@example.org`,
            password: 'una clave segura',
            confirmPassword: 'una clave segura',
            acceptTerms: true,
            language: 'es-CO',
            birthdate: '1999-04-12',
          },
        }),
    },
    {
      route: 'accounts made',
      code: 'TOO_MANY_SIGNUPS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: API.signup,
          ...at(accounts, language),
          payload: {
            code: 'W4ITSCH1',
            firstName: 'Camila',
            lastName: 'Sánchez',
            email: `new-${language}-${++addressCounter}@example.org`,
            password: 'una clave segura',
            confirmPassword: 'una clave segura',
            acceptTerms: true,
            language: 'es-CO',
            birthdate: '1999-04-12',
          },
        }),
    },
    {
      route: 'student hold',
      code: 'TOO_MANY_HOLDS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: SPONSORSHIP_PATHS.sponsorshipHold,
          remoteAddress: holds,
          headers: { ...bearer(sponsor.token), 'accept-language': language },
          payload: { studentId: student },
        }),
      exhaust: async () => {
        await ctx.database.db.insert(sponsorshipHolds).values(
          others.map((other) => ({
            ...other,
            periodId: yearId,
            expiresAt: new Date(Date.now() + 10 * 60_000),
            placedFrom: holdAddressKey(holds),
          })),
        );
      },
    },
    {
      route: 'parent agreement link',
      code: 'TOO_MANY_AGREEMENT_LINK_ATTEMPTS',
      call: (language) =>
        ctx.app.inject({
          method: 'GET',
          url: AGREEMENT_PATHS.publicAgreement.replace(':key', 'no-such-agreement-key-0123456789'),
          ...at(agreement, language),
        }),
    },
    {
      route: 'unsubscribe link',
      code: 'TOO_MANY_UNSUBSCRIBE_ATTEMPTS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: EMAIL_PATHS.unsubscribe.replace(':token', 'no-such-unsubscribe-token-0123456789'),
          ...at(unsubscribe, language),
        }),
    },
    {
      route: 'attendance code',
      code: 'TOO_MANY_ATTENDANCE_CODES',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: MEETING_PATHS.attendance,
          remoteAddress: attendance,
          headers: { ...bearer(sponsor.token), 'accept-language': language },
          payload: { code: 'WRONG7' },
        }),
    },
    {
      route: 'event ticket order',
      code: 'TOO_MANY_TICKET_ORDERS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: EVENT_PATHS.publicOrders.replace(':slug', 'no-such-event'),
          ...at(order, language),
          payload: {
            items: [{ ticketTypeId: 1, quantity: 1 }],
            buyer: { firstName: 'Daniela', lastName: 'Donor', email: 'daniela@example.org' },
          },
        }),
    },
    {
      route: 'donation',
      code: 'TOO_MANY_DONATION_CHECKOUTS',
      call: (language) =>
        ctx.app.inject({
          method: 'POST',
          url: DONATION_PATHS.publicCreate,
          ...at(gift, language),
          payload: {
            amountCents: 1,
            firstName: 'Daniela',
            lastName: 'Donor',
            email: 'daniela@example.org',
            message: '',
          },
        }),
    },
    {
      route: 'donation page lookup',
      code: 'TOO_MANY_DONATION_PAGE_LOOKUPS',
      call: (language) =>
        ctx.app.inject({
          method: 'GET',
          url: endpointPath(DONATION_ENDPOINTS.page, {
            sponsorPublicId: 'pQ7sK2vX9mTn4bLw1cRz8e',
            studentPublicId: 'Hk3dW9yF2qLs7vBn5xTa0u',
          }),
          ...at(page, language),
        }),
    },
    {
      route: 'metrics',
      code: 'TOO_MANY_METRICS_TOKENS',
      call: (language) =>
        ctx.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: metrics,
          headers: { authorization: 'Bearer guess', 'accept-language': language },
        }),
    },
  ];
}

/** Every counted counter far past any limit, its window just begun and any backoff minutes away. */
async function exhaustCountedCounters(): Promise<void> {
  await ctx.database.db.execute(
    sql`update login_throttle set failures = 1000000, window_started_at = now(), locked_until = now() + interval '10 minutes' where key not like 'remember:%' and failures > 0`,
  );
}

const countedCounters = async () =>
  (
    await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from login_throttle where failures > 0`,
    )
  )[0]!.count;

const WAIT = {
  'en-US': /Wait (\d+) (second|minute)(s?) and try again\.$/,
  'es-CO': /Espere (\d+) (segundo|minuto)(s?) e intente de nuevo\.$/,
} as const;

describe('throttled answers', () => {
  it('say their own reason and the wait, in both languages, on every throttled route', async () => {
    const routes = throttledRoutes();
    expect(new Set(routes.map(({ code }) => code)).size).toBe(routes.length);
    for (const { route, code, call, exhaust } of routes) {
      const before = await countedCounters();
      const first = await call('en-US');
      expect(first.statusCode, `${route}: ${first.body}`).not.toBe(429);
      if (exhaust) await exhaust();
      else {
        expect(await countedCounters(), `${route} is counted`).toBeGreaterThan(before);
        await exhaustCountedCounters();
      }
      for (const language of ['en-US', 'es-CO'] as const) {
        const refused = await call(language);
        expect(refused.statusCode, `${route}: ${refused.body}`).toBe(429);
        const body = errorOf(refused);
        expect(body.code, route).toBe(code);
        expect(Number(refused.headers['retry-after'])).toBe(body.retryAfterSeconds);
        const wait = WAIT[language].exec(body.message);
        expect(wait, `${route} (${language}): ${body.message}`).not.toBeNull();
        const [words, amount, , plural] = wait!;
        expect(plural === 's', `${route} (${language}): ${body.message}`).toBe(amount !== '1');
        // The rest of the message is the route's own reason from the catalogue.
        const template = MESSAGES[language][ERRORS[code].messageKey];
        const filled = words.replace(/^(Wait|Espere) /, '').replace(/ (and|e) .*$/, '');
        expect(body.message).toBe(template.replace('{{wait}}', filled));
      }
    }
  });
});
