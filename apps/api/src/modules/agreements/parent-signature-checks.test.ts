// A parent's signature from the sponsor's own address or device (decision 030): held for a
// coordinator's check, it opens nothing (pairing, letters, document status) until a coordinator
// in scope confirms it; rejected, the sponsor sends a new link that a parent signs again. The
// sponsor never learns why nor from where; decisions race safely; sign-in sources are the
// sponsor's sign-ups, sign-ins and refreshes of the last 90 days.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  authResponseSchema,
  documentStatusPageSchema,
  AGREEMENT_PATHS,
  DOCUMENT_STATUS_PATHS,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { createActor } from '../../../test/helpers/fixtures';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helpers/test-app';
import { deleteOldSignInSources } from '../../lib/sessions/sign-in-sources';
import {
  addParent,
  linkKeyFor,
  parentStatus,
  sendLink,
  setUpConsent,
  signAsParent,
  signUpSponsor,
  sponsorAStudent,
  type ConsentKit,
  type SignedUpSponsor,
} from './consent-test-kit';

const DAY_MS = 86_400_000;
const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let kit: ConsentKit;
let lastAddress = 0;
const address = () => `10.55.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;
const device = () => `device-${++lastAddress}-abcdefghijkl`;

/** A minor with a confirmed parent and a live link: the key, ready to be signed. */
async function minorWithLink(source = { ip: address(), deviceId: device() }) {
  const sponsor = await signUpSponsor(ctx, kit, source);
  const parent = await addParent(kit.admin, sponsor.sponsorId);
  expect((await sendLink(sponsor, parent.id)).statusCode).toBe(201);
  return { sponsor, parent, key: await linkKeyFor(ctx, parent.email), ...source };
}

/** A minor whose parent's signature came from the sponsor's own address: held. */
async function heldSignature() {
  const story = await minorWithLink();
  const signed = await signAsParent(ctx, story.key, { ip: story.ip, deviceId: device() });
  expect(signed.statusCode, signed.body).toBe(201);
  const status = await parentStatus(kit.admin, story.sponsor.sponsorId);
  expect(status.state).toBe('toCheck');
  return { ...story, linkId: status.check!.linkId };
}

function decide(
  decision: 'confirm' | 'reject',
  actor = kit.admin,
  body: Record<string, unknown> = {},
) {
  return actor.request(
    'POST',
    decision === 'confirm'
      ? AGREEMENT_PATHS.parentSignatureConfirm
      : AGREEMENT_PATHS.parentSignatureReject,
    body,
  );
}

async function gateOf(sponsor: SignedUpSponsor) {
  return ctx.app.agreements.missingSponsorAgreements(
    ctx.database.db,
    sponsor.sponsorId,
    '2026-08-01',
  );
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  kit = await setUpConsent(ctx);
});
afterAll(() => ctx.close());

describe('a signature from the sponsor’s own sources', () => {
  it('is held when it comes from their address: the gate stays closed until confirmed', async () => {
    const { sponsor, linkId, ip } = await heldSignature();
    expect(await gateOf(sponsor)).toEqual([{ key: 'parent-consent' }]);
    expect((await sponsorAStudent(kit, sponsor)).statusCode).toBe(409);
    // The sponsor learns it waits, not why nor from where.
    const own = await parentStatus(sponsor);
    expect(own).toMatchObject({
      state: 'toCheck',
      signature: null,
      check: { status: 'toCheck', reasons: null, ip: null, userAgent: null },
    });
    expect(JSON.stringify(own)).not.toContain(ip);
    const coordinator = await parentStatus(kit.admin, sponsor.sponsorId);
    expect(coordinator.check).toMatchObject({
      reasons: ['sameAddress'],
      ip,
      userAgent: 'Parent phone',
    });
    // Nothing new goes out while it waits.
    const parents = coordinator.parents;
    const again = await sendLink(sponsor, parents[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('PARENT_SIGNATURE_TO_CHECK');
    // Document status says "to check".
    const grid = documentStatusPageSchema.parse(
      (
        await kit.admin.request(
          'GET',
          `${DOCUMENT_STATUS_PATHS.documentStatus}?q=${encodeURIComponent(sponsor.email)}`,
        )
      ).json(),
    );
    expect(grid.items[0]?.parentAgreement).toBe('toCheck');
    // Nor does its PDF tell them, however they come by its id; the coordinator reads it.
    const [held] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from agreement_acceptances where link_id = ${linkId}`,
    );
    const pdfPath = AGREEMENT_PATHS.agreementSignaturePdf.replace(':id', String(held!.id));
    expect((await sponsor.request('GET', pdfPath)).statusCode).toBe(404);
    expect((await kit.admin.request('GET', pdfPath)).statusCode).toBe(200);

    const confirmed = await decide('confirm', kit.admin, { sponsorId: sponsor.sponsorId, linkId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'signed', check: null });
    expect(await gateOf(sponsor)).toEqual([]);
    expect((await sponsorAStudent(kit, sponsor)).statusCode).toBe(201);
    const after = documentStatusPageSchema.parse(
      (
        await kit.admin.request(
          'GET',
          `${DOCUMENT_STATUS_PATHS.documentStatus}?q=${encodeURIComponent(sponsor.email)}`,
        )
      ).json(),
    );
    expect(after.items[0]?.parentAgreement).toBe('done');
    // Confirmed, it is theirs like any signature.
    expect((await sponsor.request('GET', pdfPath)).statusCode).toBe(200);
  });

  it('is held when it comes from their device, or from their IPv6 network', async () => {
    const byDevice = await minorWithLink();
    expect(
      (await signAsParent(ctx, byDevice.key, { ip: address(), deviceId: byDevice.deviceId }))
        .statusCode,
    ).toBe(201);
    expect((await parentStatus(kit.admin, byDevice.sponsor.sponsorId)).check?.reasons).toEqual([
      'sameDevice',
    ]);

    const byNetwork = await minorWithLink({ ip: '2800:e2:4a80:1d3::10', deviceId: device() });
    expect(
      (await signAsParent(ctx, byNetwork.key, { ip: '2800:e2:4a80:1d3:8c1::99' })).statusCode,
    ).toBe(201);
    expect((await parentStatus(kit.admin, byNetwork.sponsor.sponsorId)).check?.reasons).toEqual([
      'sameAddress',
    ]);
  });

  it('counts at once from elsewhere; sign-ins and refreshes are sources too, for 90 days', async () => {
    const clean = await minorWithLink();
    expect(
      (await signAsParent(ctx, clean.key, { ip: address(), deviceId: device() })).statusCode,
    ).toBe(201);
    expect(await parentStatus(clean.sponsor)).toMatchObject({ state: 'signed', check: null });

    // The sponsor signs in at home, then refreshes from a café: both are theirs.
    const story = await minorWithLink();
    const home = address();
    const cafe = address();
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      remoteAddress: home,
      payload: { username: story.sponsor.email, password: 'una clave segura', deviceId: device() },
    });
    expect(login.statusCode).toBe(200);
    const refreshed = await ctx.app.inject({
      method: 'GET',
      url: `${API.auth}?refresh=${encodeURIComponent(authResponseSchema.parse(login.json()).refresh)}`,
      remoteAddress: cafe,
    });
    expect(refreshed.statusCode).toBe(200);
    const sources = await queryRows<{ ip: string }>(
      ctx.database,
      sql`select ip from sign_in_sources where user_id = ${story.sponsor.id} order by id`,
    );
    expect(sources.map((row) => row.ip)).toEqual([story.ip, home, cafe]);
    expect((await signAsParent(ctx, story.key, { ip: cafe })).statusCode).toBe(201);
    expect((await parentStatus(story.sponsor)).state).toBe('toCheck');

    // A device id that is not one is refused, at sign-in and at refresh.
    const badLogin = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: story.sponsor.email, password: 'una clave segura', deviceId: 'a b' },
    });
    expect(badLogin.statusCode).toBe(400);
    const badRefresh = await ctx.app.inject({
      method: 'GET',
      url: `${API.auth}?refresh=x&deviceId=${'d'.repeat(500)}`,
    });
    expect(badRefresh.statusCode).toBe(400);

    // Coordinators' sign-ins are kept nowhere.
    const admin = await createActor(ctx, 'ADMIN');
    const kept = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sign_in_sources where user_id = ${admin.id}`,
    );
    expect(kept[0]?.n).toBe(0);

    // Ninety days on, an old address no longer holds a signature, and the clean-up removes it.
    const old = await signUpSponsor(ctx, kit, { ip: address(), deviceId: device() });
    const oldSource = (
      await queryRows<{ ip: string }>(
        ctx.database,
        sql`select ip from sign_in_sources where user_id = ${old.id}`,
      )
    )[0]!.ip;
    const parent = await addParent(kit.admin, old.sponsorId);
    clock.advance(91 * DAY_MS);
    try {
      const session = await ctx.login(kit.admin.email, TEST_PASSWORD);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: AGREEMENT_PATHS.parentAgreementSend,
        headers: bearer(session.access),
        payload: { sponsorId: old.sponsorId, parentId: parent.id },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const signed = await signAsParent(ctx, await linkKeyFor(ctx, parent.email), {
        ip: oldSource,
      });
      expect(signed.statusCode).toBe(201);
      const state = await queryRows<{ check_status: string }>(
        ctx.database,
        sql`select check_status from parent_agreement_links where sponsor_id = ${old.sponsorId}`,
      );
      expect(state).toEqual([{ check_status: 'none' }]);
      await deleteOldSignInSources(ctx.database.db, new Date(clock.now().getTime() - 90 * DAY_MS));
      const left = await queryRows<{ n: number }>(
        ctx.database,
        sql`select count(*)::int as n from sign_in_sources where user_id = ${old.id}`,
      );
      expect(left[0]?.n).toBe(0);
    } finally {
      clock.advance(-91 * DAY_MS);
    }
  });
});

describe("a coordinator's decision", () => {
  it('rejected: never counts; the sponsor sends a new link and another signature counts', async () => {
    const { sponsor, linkId, parent } = await heldSignature();
    const rejected = await decide('reject', kit.admin, { sponsorId: sponsor.sponsorId, linkId });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'notSent', check: { status: 'rejected' } });
    expect(await gateOf(sponsor)).toEqual([{ key: 'parent-consent' }]);
    expect((await parentStatus(sponsor)).check).toMatchObject({
      status: 'rejected',
      reasons: null,
    });
    const [kept] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from agreement_acceptances where link_id = ${linkId}`,
    );
    const pdfPath = AGREEMENT_PATHS.agreementSignaturePdf.replace(':id', String(kept!.id));
    expect((await sponsor.request('GET', pdfPath)).statusCode).toBe(404);
    expect((await sendLink(sponsor, parent.id)).statusCode).toBe(201);
    const signed = await signAsParent(ctx, await linkKeyFor(ctx, parent.email), { ip: address() });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(await parentStatus(sponsor)).toMatchObject({ state: 'signed', check: null });
    expect(await gateOf(sponsor)).toEqual([]);
  });

  it('is taken once: simultaneous confirmations and rejections, one wins, the rest 409', async () => {
    const { sponsor, linkId } = await heldSignature();
    const body = { sponsorId: sponsor.sponsorId, linkId };
    const responses = await Promise.all([
      decide('confirm', kit.admin, body),
      decide('reject', kit.director, body),
      decide('confirm', kit.director, body),
      decide('reject', kit.admin, body),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409))
      expect(errorOf(response).code).toBe('PARENT_SIGNATURE_ALREADY_CHECKED');
    const [row] = await queryRows<{ check_status: string; checked_by: number }>(
      ctx.database,
      sql`select check_status, checked_by from parent_agreement_links where id = ${linkId}`,
    );
    const winner = responses.findIndex((response) => response.statusCode === 200);
    expect(row?.check_status).toBe(winner % 2 === 0 ? 'confirmed' : 'rejected');
  });

  it('is for coordinators in scope only, never the sponsor; bad input is a clear 4xx', async () => {
    const { sponsor, linkId } = await heldSignature();
    const body = { sponsorId: sponsor.sponsorId, linkId };
    const student = await createActor(ctx, 'STUDENT');
    for (const decision of ['confirm', 'reject'] as const) {
      expect((await decide(decision, sponsor, body)).statusCode).toBe(403);
      expect((await decide(decision, student, body)).statusCode).toBe(403);
      expect((await decide(decision, kit.otherAdmin, body)).statusCode).toBe(404);
    }
    const cases: Array<[Record<string, unknown>, number]> = [
      [{}, 400],
      [{ sponsorId: 'x', linkId }, 400],
      [{ sponsorId: sponsor.sponsorId, linkId: -1 }, 400],
      [{ sponsorId: sponsor.sponsorId, linkId: 1e12 }, 400],
      [{ sponsorId: sponsor.sponsorId, linkId: 2147483000 }, 404],
      [{ sponsorId: 2147483000, linkId }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await decide('confirm', kit.director, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([
        JSON.stringify(payload),
        status,
      ]);
      expect(errorOf(response).message).toBeTruthy();
    }
    // A link of another sponsor, or one whose signature needed no check, is not to decide.
    const clean = await minorWithLink();
    await signAsParent(ctx, clean.key, { ip: address() });
    const cleanLink = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from parent_agreement_links where sponsor_id = ${clean.sponsor.sponsorId}`,
    );
    expect(
      (
        await decide('confirm', kit.director, {
          sponsorId: clean.sponsor.sponsorId,
          linkId: cleanLink[0]!.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await decide('confirm', kit.director, { sponsorId: clean.sponsor.sponsorId, linkId }))
        .statusCode,
    ).toBe(404);
    expect((await parentStatus(kit.admin, sponsor.sponsorId)).state).toBe('toCheck');
    expect((await decide('confirm', kit.admin, body)).statusCode).toBe(200);
  });
});
