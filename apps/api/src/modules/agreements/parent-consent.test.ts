// A minor's consent is real (decision 030): a 16-year-old who signs up alone needs a parent's
// agreement before sponsoring; the parent must be a contact a coordinator confirmed (the link
// goes nowhere else, in any language); a contact the sponsor re-identifies or removes ends its
// live link; the sponsor's own mailbox is never a parent's; an unknown birth date fails closed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  SPONSOR_ENDPOINTS,
  sponsorParentSchema,
  AGREEMENT_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { createActor } from '../../../test/helpers/fixtures';
import {
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import {
  addParent,
  confirmContact,
  linkKeyFor,
  parentStatus,
  sendLink,
  setUpConsent,
  signAsParent,
  signUpSponsor,
  sponsorAStudent,
  type ConsentKit,
} from './consent-test-kit';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let kit: ConsentKit;
let lastAddress = 0;
/** A new address for each sponsor and each parent: only what a test names is shared. */
const address = () => `10.44.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;
const device = () => `device-${++lastAddress}-abcdefghijkl`;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  kit = await setUpConsent(ctx);
});
afterAll(() => ctx.close());

describe('a 16-year-old who signs up alone', () => {
  it('cannot sponsor (409 AGREEMENTS_REQUIRED) until a parent a coordinator confirmed signs', async () => {
    const sponsor = await signUpSponsor(ctx, kit, { ip: address(), deviceId: device() });
    const refused = await sponsorAStudent(kit, sponsor);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'AGREEMENTS_REQUIRED',
      message: 'All agreements must be accepted',
    });
    expect(await parentStatus(sponsor)).toMatchObject({ isRequired: true, state: 'notSent' });

    // The parent the sponsor adds waits for the coordinator: no link goes to it.
    const parent = await addParent(sponsor, sponsor.sponsorId);
    expect(parent.isConfirmed).toBe(false);
    const early = await sendLink(sponsor, parent.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({
      code: 'PARENT_CONTACT_NOT_CONFIRMED',
      message:
        'A coordinator of the school must confirm this parent or guardian before the agreement can be sent to them.',
    });
    const spanish = await sponsor.request(
      'POST',
      AGREEMENT_PATHS.parentAgreementSend,
      { parentId: parent.id },
      {
        'accept-language': 'es-CO',
      },
    );
    expect(errorOf(spanish).message).toBe(
      'Un coordinador del colegio debe confirmar a este padre, madre o acudiente antes de enviarle la autorización.',
    );
    // Not even a coordinator sends it before confirming.
    expect((await sendLink(kit.admin, parent.id, sponsor.sponsorId)).statusCode).toBe(409);
    const queued = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from mail_outbox where to_address = ${parent.email}`,
    );
    expect(queued[0]?.n).toBe(0);
    expect((await parentStatus(sponsor)).parents).toEqual([
      expect.objectContaining({ id: parent.id, isConfirmed: false }),
    ]);

    // The coordinator confirms; the link goes; the parent signs on a phone of their own.
    await confirmContact(kit.admin, parent);
    expect((await sendLink(sponsor, parent.id)).statusCode).toBe(201);
    const signed = await signAsParent(ctx, await linkKeyFor(ctx, parent.email), {
      ip: address(),
      deviceId: device(),
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(await parentStatus(sponsor)).toMatchObject({ state: 'signed', check: null });
    expect((await sponsorAStudent(kit, sponsor)).statusCode).toBe(201);
  });

  it('may still be paired by a coordinator (paper forms exist): the gap shows', async () => {
    const sponsor = await signUpSponsor(ctx, kit, { ip: address(), deviceId: device() });
    const paired = await kit.director.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: await kit.newStudent(),
      sponsorId: sponsor.sponsorId,
    });
    expect(paired.statusCode, paired.body).toBe(201);
    expect(paired.json()).toMatchObject({ missingAgreements: ['parent-consent'] });
  });
});

describe('a live link', () => {
  it('stops working when the sponsor changes the e-mail, and goes again once confirmed', async () => {
    const sponsor = await signUpSponsor(ctx, kit, { ip: address(), deviceId: device() });
    const parent = await confirmContact(kit.admin, await addParent(sponsor, sponsor.sponsorId));
    expect((await sendLink(sponsor, parent.id)).statusCode).toBe(201);
    const key = await linkKeyFor(ctx, parent.email);
    expect(await parentStatus(sponsor)).toMatchObject({ state: 'sent' });

    const changed = await sponsor.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: sponsor.sponsorId, parentId: parent.id }),
      { email: 'my.other.address@family.test' },
    );
    expect(changed.json()).toMatchObject({ isConfirmed: false });
    const page = await ctx.app.inject({
      method: 'GET',
      url: AGREEMENT_PATHS.publicAgreement.replace(':key', key),
      remoteAddress: address(),
    });
    expect(page.statusCode).toBe(410);
    expect(errorOf(page).code).toBe('AGREEMENT_LINK_EXPIRED');
    const blindSign = await ctx.app.inject({
      method: 'POST',
      url: AGREEMENT_PATHS.publicAgreementSign.replace(':key', key),
      remoteAddress: address(),
      payload: {
        versionIds: [1],
        signerName: 'Rosa Ortiz',
        relationship: 'mother',
        signature: { kind: 'typed', text: 'Rosa Ortiz' },
      },
    });
    expect(blindSign.statusCode).toBe(410);
    expect(await parentStatus(sponsor)).toMatchObject({ state: 'notSent', link: null });
    expect((await sendLink(sponsor, parent.id)).statusCode).toBe(409);

    await confirmContact(kit.admin, sponsorParentSchema.parse(changed.json()));
    expect((await sendLink(sponsor, parent.id)).statusCode).toBe(201);
    const signed = await signAsParent(ctx, await linkKeyFor(ctx, 'my.other.address@family.test'), {
      ip: address(),
    });
    expect(signed.statusCode).toBe(201);
  });

  it('stops working when the contact is removed, or renamed by the sponsor', async () => {
    const sponsor = await signUpSponsor(ctx, kit, { ip: address(), deviceId: device() });
    const removed = await addParent(kit.admin, sponsor.sponsorId);
    expect((await sendLink(sponsor, removed.id)).statusCode).toBe(201);
    const removedKey = await linkKeyFor(ctx, removed.email);
    await sponsor.request(
      'DELETE',
      endpointPath(SPONSOR_ENDPOINTS.deleteParent, { id: sponsor.sponsorId, parentId: removed.id }),
    );
    expect((await signAsParent(ctx, removedKey, { ip: address() })).statusCode).toBe(410);

    const renamed = await addParent(kit.admin, sponsor.sponsorId);
    expect((await sendLink(sponsor, renamed.id)).statusCode).toBe(201);
    const renamedKey = await linkKeyFor(ctx, renamed.email);
    await sponsor.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: sponsor.sponsorId, parentId: renamed.id }),
      { firstName: 'Alguien' },
    );
    expect((await signAsParent(ctx, renamedKey, { ip: address() })).statusCode).toBe(410);
  });

  it('is signed or refused, never signed for a contact changed meanwhile, under races', async () => {
    for (let round = 0; round < 4; round += 1) {
      const sponsor = await signUpSponsor(ctx, kit, { ip: address(), deviceId: device() });
      const parent = await addParent(kit.admin, sponsor.sponsorId);
      expect((await sendLink(sponsor, parent.id)).statusCode).toBe(201);
      const key = await linkKeyFor(ctx, parent.email);
      const [signed, changed] = await Promise.all([
        signAsParent(ctx, key, { ip: address() }),
        sponsor.request(
          'PATCH',
          endpointPath(SPONSOR_ENDPOINTS.updateParent, {
            id: sponsor.sponsorId,
            parentId: parent.id,
          }),
          { email: `race-${round}-${lastAddress}@family.test` },
        ),
      ]);
      expect(changed.statusCode).toBe(200);
      expect([201, 410]).toContain(signed.statusCode);
      const rows = await queryRows<{ n: number }>(
        ctx.database,
        sql`select count(*)::int as n from agreement_acceptances where sponsor_id = ${sponsor.sponsorId} and link_id is not null`,
      );
      // Signed while the contact was still the confirmed one, or not at all.
      expect(rows[0]?.n).toBe(signed.statusCode === 201 ? 1 : 0);
    }
  });
});

describe("the sponsor's own mailbox", () => {
  it('is refused as a parent at sending too, when the sponsor took it afterwards', async () => {
    const sponsor = await signUpSponsor(ctx, kit, { ip: address(), deviceId: device() });
    const parent = await addParent(kit.admin, sponsor.sponsorId);
    // A coordinator gives the sponsor the parent's address as their own.
    const moved = await kit.admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.update, { id: sponsor.sponsorId }),
      { email: parent.email.replace('@', '+me@') },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await sendLink(sponsor, parent.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('PARENT_EMAIL_IS_SPONSORS');
  });
});

describe('an unknown birth date', () => {
  it('needs the parent agreement before the sponsor sponsors alone (fails closed)', async () => {
    const db = ctx.database.db;
    const account = await createActor(ctx, 'SPONSOR', { email: uniqueEmail('unknown-age') });
    const schoolId = (
      await queryRows<{ id: number }>(
        ctx.database,
        sql`select school_id as id from sponsors order by id limit 1`,
      )
    )[0]!.id;
    const sponsorId = (await insertSponsorIfFree(db, {
      firstName: 'Sin',
      lastName: 'Fecha',
      email: account.email,
      phone: '',
      schoolId,
      birthdate: null,
      active: true,
      userId: account.id,
    }))!;
    const states = await queryRows<{ id: number; version_id: number }>(
      ctx.database,
      sql`select a.id, v.id as version_id from agreements a join agreement_versions v on v.agreement_id = a.id where a.audience = 'sponsor'`,
    );
    for (const { version_id: versionId } of states) {
      await account.request(
        'POST',
        AGREEMENT_PATHS.agreementAccept.replace(':versionId', String(versionId)),
        {
          typedName: 'Sin Fecha',
        },
      );
    }
    expect(await parentStatus(account)).toMatchObject({
      isRequired: true,
      isBirthdateKnown: false,
    });
    const refused = await sponsorAStudent(kit, account);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('AGREEMENTS_REQUIRED');
    // The coordinator records an adult's date: nothing more is needed.
    await kit.admin.request('PATCH', endpointPath(SPONSOR_ENDPOINTS.update, { id: sponsorId }), {
      birthdate: '1990-01-01',
    });
    expect((await sponsorAStudent(kit, account)).statusCode).toBe(201);
  });
});
