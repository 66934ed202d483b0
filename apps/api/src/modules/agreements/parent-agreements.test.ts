// The parent agreement: who needs it, sending the link by e-mail in the parent's language,
// the public page and its signature (drawn or typed), single use, expiry, resend, the PDF, the
// gate before a minor sponsor pairs themselves, throttled guessing, who may do what, bad input.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parentAgreementStatusSchema,
  publicAgreementSchema,
  publicSignatureSchema,
  type ParentAgreementStatus,
  type Role,
  AGREEMENT_PATHS,
  SPONSOR_PATHS,
} from '@portal/shared';
import {
  makeAgreementsOptional,
  publishAgreementDraft,
  writeAgreementDraft,
} from '../../../test/helpers/agreements';
import { ManualClock } from '../../../test/helpers/clock';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import {
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { assignAdmin, createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { sha256 } from './agreements.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_GUESSES = 5;

let ctx: TestContext;
let smtp: TestSmtpServer;
const clock = new ManualClock(new Date('2026-11-25T12:00:00Z'));
let actors: Record<Role | 'OTHER_SPONSOR' | 'ADULT_SPONSOR' | 'OTHER_ADMIN', Actor>;
let minorId: number;
let otherSponsorId: number;
let adultId: number;
let parents: { mother: number; father: number; ofOther: number };
let drawing: string;

const pdfUrl = (id: number) => AGREEMENT_PATHS.agreementSignaturePdf.replace(':id', String(id));
const publicUrl = (key: string) =>
  AGREEMENT_PATHS.publicAgreement.replace(':key', encodeURIComponent(key));
const signUrl = (key: string) =>
  AGREEMENT_PATHS.publicAgreementSign.replace(':key', encodeURIComponent(key));
let lastAddress = 0;
/** Every public call comes from its own address unless a test names one (the throttle). */
const nextAddress = () => `10.9.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

function anonymous(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  remoteAddress = nextAddress(),
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress,
    headers: { 'user-agent': 'Parent phone browser' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Requests with another access token (a new session of an actor). */
function requestAs(token: string): Actor['request'] {
  return (method, url, payload, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

async function status(actor: Actor, sponsorId?: number): Promise<ParentAgreementStatus> {
  const query = sponsorId === undefined ? '' : `?sponsorId=${sponsorId}`;
  const response = await actor.request('GET', `${AGREEMENT_PATHS.parentAgreement}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return parentAgreementStatusSchema.parse(response.json());
}

/** Sends to a parent and answers the key read from the e-mail the parent receives. */
async function send(actor: Actor, parentId: number, sponsorId?: number): Promise<string> {
  // Whatever an earlier test queued goes out first: the next mail is this one's.
  await ctx.app.platform.mailer.flush();
  const before = smtp.received.length;
  const response = await actor.request('POST', AGREEMENT_PATHS.parentAgreementSend, {
    parentId,
    sponsorId,
  });
  expect(response.statusCode, response.body).toBe(201);
  await ctx.app.platform.mailer.flush();
  const mail = await smtp.waitForMail((candidate) => smtp.received.indexOf(candidate) >= before);
  const key = /\/agreement\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!key) throw new Error(`no link in ${mail.text}`);
  return key;
}

async function signDrawn(key: string, remoteAddress?: string) {
  const page = publicAgreementSchema.parse((await anonymous('GET', publicUrl(key))).json());
  return anonymous(
    'POST',
    signUrl(key),
    {
      versionIds: page.texts.map((text) => text.versionId),
      signerName: 'María Núñez',
      relationship: 'mother',
      signature: { kind: 'drawn', image: drawing },
    },
    remoteAddress,
  );
}

/** The parent text's draft in `language`, as the super admin writes it (published apart). */
async function newParentText(language: 'en-US' | 'es-CO', text: string) {
  await writeAgreementDraft(actors.SUPER_ADMIN, 'parent-consent', {
    language,
    title: language === 'en-US' ? 'Parent consent' : 'Autorización',
    text,
  });
}

async function addParent(
  sponsorId: number,
  body: { firstName: string; email: string; relationship: string; language?: string },
) {
  const response = await actors.SUPER_ADMIN.request(
    'POST',
    SPONSOR_PATHS.sponsorParents.replace(':id', String(sponsorId)),
    { lastName: 'Núñez', ...body },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    clock,
    env: { SMTP_URL: smtp.url, AGREEMENT_LINK_MAX_FAILURES_PER_IP: String(MAX_GUESSES) },
  });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN'),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN'),
    ADMIN: await createActor(ctx, 'ADMIN'),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN'),
    SPONSOR: await createActor(ctx, 'SPONSOR'),
    OTHER_SPONSOR: await createActor(ctx, 'SPONSOR'),
    ADULT_SPONSOR: await createActor(ctx, 'SPONSOR'),
    STUDENT: await createActor(ctx, 'STUDENT'),
  };
  const db = ctx.database.db;
  const school = await createPlace(db, 'school', { name: 'Colegio Padres' });
  const otherSchool = await createPlace(db, 'school', { name: 'Colegio Lejano' });
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [school] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { schoolIds: [otherSchool] });
  const sponsor = (
    userId: number,
    firstName: string,
    birthdate: string | null,
    schoolId = school,
  ) =>
    insertSponsorIfFree(db, {
      firstName,
      lastName: 'Núñez',
      email: uniqueEmail('sponsor'),
      phone: '',
      schoolId,
      birthdate,
      leadershipDistinction: false,
      active: true,
      userId,
    }).then((id) => id!);
  minorId = await sponsor(actors.SPONSOR.id, 'Sofía', '2011-03-14');
  otherSponsorId = await sponsor(actors.OTHER_SPONSOR.id, 'Tomás', '2012-01-01', otherSchool);
  adultId = await sponsor(actors.ADULT_SPONSOR.id, 'Andrés', '1990-01-01');
  parents = {
    mother: await addParent(minorId, {
      firstName: 'María',
      email: uniqueEmail('mother'),
      relationship: 'mother',
      language: 'es-CO',
    }),
    father: await addParent(minorId, {
      firstName: 'Jorge',
      email: uniqueEmail('father'),
      relationship: 'father',
    }),
    ofOther: await addParent(otherSponsorId, {
      firstName: 'Lucía',
      email: uniqueEmail('other'),
      relationship: 'guardian',
    }),
  };
  await newParentText('en-US', 'I allow my child to take part in the programme.');
  await newParentText('es-CO', 'Autorizo a mi hijo o hija a participar en el programa.');
  await publishAgreementDraft(actors.SUPER_ADMIN, 'parent-consent');
  // This file is about the parent's text: the sponsors' own are not asked here.
  await makeAgreementsOptional(ctx.database, ['sponsor-commitment', 'child-protection']);
  const png = await sharp({
    create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="400" height="120"><path d="M10 100 C 80 10, 160 10, 390 90" stroke="black" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  drawing = `data:image/png;base64,${png.toString('base64')}`;
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('the state of the parent agreement', () => {
  it('is required for a sponsor under 18, not sent yet, with the parents to send it to', async () => {
    const state = await status(actors.SPONSOR);
    expect(state).toMatchObject({
      sponsorId: minorId,
      sponsorName: 'Sofía Núñez',
      isRequired: true,
      isBirthdateKnown: true,
      state: 'notSent',
      link: null,
      signature: null,
    });
    expect(state.parents.map((parent) => [parent.id, parent.language])).toEqual([
      [parents.mother, 'es-CO'],
      [parents.father, 'en-US'],
    ]);
    expect(state.texts).toHaveLength(1);
    expect((await status(actors.ADULT_SPONSOR)).isRequired).toBe(false);
  });

  it('reaches coordinators in scope only; a sponsor always gets their own', async () => {
    expect((await status(actors.GLOBAL_ADMIN, minorId)).sponsorId).toBe(minorId);
    expect((await status(actors.ADMIN, minorId)).sponsorId).toBe(minorId);
    const outside = await actors.OTHER_ADMIN.request(
      'GET',
      `${AGREEMENT_PATHS.parentAgreement}?sponsorId=${minorId}`,
    );
    expect(outside.statusCode).toBe(404);
    expect((await status(actors.OTHER_SPONSOR, minorId)).sponsorId).toBe(otherSponsorId);
    const student = await actors.STUDENT.request(
      'GET',
      `${AGREEMENT_PATHS.parentAgreement}?sponsorId=1`,
    );
    expect(student.statusCode).toBe(403);
    const noSponsor = await actors.SUPER_ADMIN.request('GET', AGREEMENT_PATHS.parentAgreement);
    expect(noSponsor.statusCode).toBe(404);
  });
});

describe('sending and the public page', () => {
  let key: string;

  it('mails a link in the parent language; only the hash of its 128-bit key is stored', async () => {
    key = await send(actors.SPONSOR, parents.mother);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe('Firme la autorización de padres de Sofía Núñez');
    expect(mail.text).toContain(`${ctx.config.publicUrl}/agreement/${key}`);
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await queryRows<{ key_hash: string }>(
      ctx.database,
      sql`select key_hash from parent_agreement_links where sponsor_id = ${minorId}`,
    );
    expect(stored.map((row) => row.key_hash)).not.toContain(key);
    const state = await status(actors.SPONSOR);
    expect(state).toMatchObject({
      state: 'sent',
      link: { parentName: 'María Núñez', language: 'es-CO' },
    });
    expect(new Date(state.link!.expiresAt).getTime() - clock.now().getTime()).toBe(14 * DAY_MS);
  });

  it('opens in the parent language, switches language, and names the sponsor', async () => {
    const page = publicAgreementSchema.parse((await anonymous('GET', publicUrl(key))).json());
    expect(page).toMatchObject({
      language: 'es-CO',
      parentLanguage: 'es-CO',
      sponsorName: 'Sofía Núñez',
      parentName: 'María Núñez',
      relationship: 'mother',
    });
    expect(page.texts[0]?.text).toContain('Autorizo');
    const english = await anonymous('GET', `${publicUrl(key)}?language=en-US`);
    expect(english.json()).toMatchObject({ language: 'en-US', parentLanguage: 'es-CO' });
    expect(english.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown key 404 and a resent link makes the old one useless (410)', async () => {
    const unknown = await anonymous('GET', publicUrl('AAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('AGREEMENT_LINK_NOT_FOUND');
    const newKey = await send(actors.ADMIN, parents.father, minorId);
    const old = await anonymous('GET', publicUrl(key));
    expect(old.statusCode).toBe(410);
    expect(errorOf(old).code).toBe('AGREEMENT_LINK_EXPIRED');
    expect(smtp.received.at(-1)!.subject).toBe('Please sign the parent agreement for Sofía Núñez');
    expect((await anonymous('GET', publicUrl(newKey))).statusCode).toBe(200);
    const live = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from parent_agreement_links where sponsor_id = ${minorId} and status = 'sent'`,
    );
    expect(live[0]!.count).toBe(1);
    key = newKey;
  });

  it('expires after 14 days', async () => {
    clock.advance(14 * DAY_MS + 1000);
    try {
      const expired = await anonymous('GET', publicUrl(key));
      expect(expired.statusCode).toBe(410);
      expect(errorOf(expired).code).toBe('AGREEMENT_LINK_EXPIRED');
      // The sponsor's earlier session has ended by now: a new one.
      const session = await ctx.login(actors.SPONSOR.email);
      expect((await status({ ...actors.SPONSOR, request: requestAs(session.access) })).state).toBe(
        'expired',
      );
    } finally {
      clock.advance(-(14 * DAY_MS + 1000));
    }
  });

  it('two sends at once leave one live link', async () => {
    const responses = await Promise.all(
      [parents.mother, parents.father].map((parentId) =>
        actors.SPONSOR.request('POST', AGREEMENT_PATHS.parentAgreementSend, { parentId }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const live = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from parent_agreement_links where sponsor_id = ${minorId} and status = 'sent'`,
    );
    expect(live[0]!.count).toBe(1);
  });

  it('refuses parents of another sponsor, sponsors out of scope and bad bodies', async () => {
    const foreign = await actors.SPONSOR.request('POST', AGREEMENT_PATHS.parentAgreementSend, {
      parentId: parents.ofOther,
    });
    expect(foreign.statusCode).toBe(404);
    const outside = await actors.OTHER_ADMIN.request('POST', AGREEMENT_PATHS.parentAgreementSend, {
      sponsorId: minorId,
      parentId: parents.mother,
    });
    expect(outside.statusCode).toBe(404);
    for (const body of [
      {},
      { parentId: 'one' },
      { parentId: -1 },
      { parentId: 1e12 },
      { parentId: 1.5 },
      { parentId: parents.mother, sponsorId: 'x' },
    ]) {
      const response = await actors.SUPER_ADMIN.request(
        'POST',
        AGREEMENT_PATHS.parentAgreementSend,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    const unknown = await actors.SUPER_ADMIN.request('POST', AGREEMENT_PATHS.parentAgreementSend, {
      sponsorId: 2147483000,
      parentId: parents.mother,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('signing', () => {
  let key: string;

  beforeAll(async () => {
    key = await send(actors.SPONSOR, parents.mother);
  });

  it('refuses bad signatures and keeps the link usable', async () => {
    const page = publicAgreementSchema.parse((await anonymous('GET', publicUrl(key))).json());
    const valid = {
      versionIds: page.texts.map((text) => text.versionId),
      signerName: 'María Núñez',
      relationship: 'mother',
      signature: { kind: 'typed', text: 'maria nunez' },
    };
    const cases: Array<[unknown, number, string]> = [
      [
        { ...valid, signature: { kind: 'typed', text: 'Someone Else' } },
        422,
        'AGREEMENT_NAME_MISMATCH',
      ],
      [
        { ...valid, signature: { kind: 'drawn', image: 'data:image/png;base64,bm90IGEgcG5n' } },
        400,
        'VALIDATION_ERROR',
      ],
      [
        { ...valid, signature: { kind: 'drawn', image: 'data:image/gif;base64,R0lG' } },
        400,
        'VALIDATION_ERROR',
      ],
      [{ ...valid, signature: { kind: 'sticker' } }, 400, 'VALIDATION_ERROR'],
      [{ ...valid, signature: undefined }, 400, 'VALIDATION_ERROR'],
      [{ ...valid, signerName: '' }, 400, 'VALIDATION_ERROR'],
      [{ ...valid, signerName: 'x'.repeat(5000) }, 400, 'VALIDATION_ERROR'],
      [{ ...valid, relationship: 'neighbour' }, 400, 'VALIDATION_ERROR'],
      [{ ...valid, versionIds: [] }, 400, 'VALIDATION_ERROR'],
      [{ ...valid, versionIds: ['1'] }, 400, 'VALIDATION_ERROR'],
      [{ ...valid, versionIds: [2147483000] }, 409, 'AGREEMENT_VERSION_OUTDATED'],
    ];
    for (const [body, status, code] of cases) {
      const response = await anonymous('POST', signUrl(key), body);
      expect(
        [response.statusCode, errorOf(response).code],
        JSON.stringify(body).slice(0, 80),
      ).toEqual([status, code]);
      expect(errorOf(response).message).toBeTruthy();
    }
    expect((await anonymous('GET', publicUrl(key))).statusCode).toBe(200);
  });

  it('signs once with a drawing, even when submitted twice at once', async () => {
    const [first, second] = await Promise.all([signDrawn(key), signDrawn(key)]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([201, 410]);
    const signed = publicSignatureSchema.parse(
      (first!.statusCode === 201 ? first! : second!).json(),
    );
    expect(signed.signatureIds).toHaveLength(1);
    const again = await anonymous('GET', publicUrl(key));
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).code).toBe('AGREEMENT_LINK_USED');
    expect(errorOf(again).message).toBe('This agreement is already signed. Thank you!');
  });

  it('records the evidence: the exact text hash, address, browser and the drawing', async () => {
    const [row] = await queryRows<{
      typed_name: string;
      signer_relationship: string;
      text_sha256: string;
      body: string;
      ip: string;
      user_agent: string;
      signature_kind: string;
      png_size: number;
      signer_user_id: number | null;
    }>(
      ctx.database,
      sql`select a.typed_name, a.signer_relationship, a.text_sha256, v.body, a.ip, a.user_agent,
            a.signature_kind, octet_length(a.signature_png) as png_size, a.signer_user_id
          from agreement_acceptances a join agreement_versions v on v.id = a.version_id
          where a.sponsor_id = ${minorId} and a.link_id is not null`,
    );
    expect(row).toMatchObject({
      typed_name: 'María Núñez',
      signer_relationship: 'mother',
      user_agent: 'Parent phone browser',
      signature_kind: 'drawn',
      signer_user_id: null,
    });
    expect(row!.text_sha256).toBe(sha256(row!.body));
    expect(row!.body).toContain('Autorizo');
    expect(row!.ip).toMatch(/^10\.9\./);
    expect(row!.png_size).toBeGreaterThan(100);
  });

  it('mails the parent the signed PDF and shows the state as signed', async () => {
    await ctx.app.platform.mailer.flush();
    const mail = await smtp.waitForMail((candidate) =>
      candidate.subject.startsWith('Su autorización de padres firmada'),
    );
    expect(mail.raw).toContain('application/pdf');
    expect(mail.raw).toContain('autorizacion-de-padres.pdf');
    const state = await status(actors.SPONSOR);
    expect(state).toMatchObject({
      state: 'signed',
      link: null,
      signature: { signerName: 'María Núñez', relationship: 'mother' },
    });
    const resend = await actors.SPONSOR.request('POST', AGREEMENT_PATHS.parentAgreementSend, {
      parentId: parents.father,
    });
    expect(resend.statusCode).toBe(409);
    expect(errorOf(resend).code).toBe('PARENT_AGREEMENT_SIGNED');
  });

  it('serves the PDF to the sponsor and coordinators in scope; it names the signer', async () => {
    const { signature } = await status(actors.SPONSOR);
    const id = signature!.signatureIds[0]!;
    const response = await actors.SPONSOR.request('GET', pdfUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: response.rawPayload }).getText()).text;
    expect(text).toContain('María Núñez');
    expect(text).toContain('Sofía Núñez');
    expect(text).toContain('Autorizo');
    const [row] = await queryRows<{ text_sha256: string }>(
      ctx.database,
      sql`select text_sha256 from agreement_acceptances where id = ${id}`,
    );
    expect(text.replace(/\s+/g, '')).toContain(row!.text_sha256);
    expect((await actors.ADMIN.request('GET', pdfUrl(id))).statusCode).toBe(200);
    expect((await actors.GLOBAL_ADMIN.request('GET', pdfUrl(id))).statusCode).toBe(200);
    expect((await actors.OTHER_ADMIN.request('GET', pdfUrl(id))).statusCode).toBe(404);
    expect((await actors.OTHER_SPONSOR.request('GET', pdfUrl(id))).statusCode).toBe(404);
    expect((await actors.STUDENT.request('GET', pdfUrl(id))).statusCode).toBe(403);
    expect((await actors.SPONSOR.request('GET', pdfUrl(2147483000))).statusCode).toBe(404);
    expect(
      (await actors.SPONSOR.request('GET', '/edrocks/api/agreements/signatures/x/pdf')).statusCode,
    ).toBe(400);
  });

  it('lets a minor sponsor pair only with the parent agreement signed; a new text asks again', async () => {
    const gate = (sponsorId: number) =>
      ctx.app.agreements.missingSponsorAgreements(ctx.database.db, sponsorId, '2027-01-15');
    expect(await gate(minorId)).toEqual([]);
    expect(await gate(otherSponsorId)).toEqual([{ key: 'parent-consent' }]);
    expect(await gate(adultId)).toEqual([]);
    await newParentText('en-US', 'I allow my child to take part. Version two.');
    await publishAgreementDraft(actors.SUPER_ADMIN, 'parent-consent');
    expect(await gate(minorId)).toEqual([{ key: 'parent-consent' }]);
    expect((await status(actors.SPONSOR)).state).toBe('notSent');
  });
});

describe('guessing keys', () => {
  it('is throttled per address, atomically under parallel requests', async () => {
    const address = '10.77.0.1';
    const responses = await Promise.all(
      Array.from({ length: MAX_GUESSES + 3 }, (_, index) =>
        anonymous('GET', publicUrl(`guess-${index}-AAAAAAAAAAAAAAAA`), undefined, address),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 404)).toHaveLength(MAX_GUESSES);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused).code).toBe('TOO_MANY_AGREEMENT_LINK_ATTEMPTS');
    const signing = await anonymous(
      'POST',
      signUrl('guess-AAAAAAAAAAAAAAAAAA'),
      {
        versionIds: [1],
        signerName: 'Guess',
        relationship: 'other',
        signature: { kind: 'typed', text: 'Guess' },
      },
      address,
    );
    expect(signing.statusCode).toBe(429);
    const elsewhere = await anonymous(
      'GET',
      publicUrl('guess-AAAAAAAAAAAAAAAAAAA'),
      undefined,
      '10.77.0.2',
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
