// Leadership assessments: a sponsor's drafts and submits in the available year (none: no parts,
// and writes refused), the minimum length in both languages, a submitted part kept read-only,
// a coordinator returning one with a comment (and the e-mail it sends), the returned part
// changed and submitted again; drafts hidden from coordinators; who reaches what; bad input;
// parallel submits counted right by the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_PARTS,
  assessmentSchema,
  assessmentsSchema,
  type Assessment,
  type AssessmentPart,
  type Assessments,
  ASSESSMENT_PATHS,
  PERIOD_PATHS,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { assignAdmin, createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import {
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';

const clock = new ManualClock(new Date('2026-11-25T15:00:00.000Z'));
let ctx: TestContext;
let smtp: TestSmtpServer;
let periodId = 0;

type Name =
  | 'SUPER_ADMIN'
  | 'GLOBAL_ADMIN'
  | 'ADMIN'
  | 'OTHER_ADMIN'
  | 'SPONSOR'
  | 'SPONSOR_B'
  | 'SPONSOR_C'
  | 'NO_RECORD'
  | 'STUDENT';
let actors: Record<Name, Actor>;
let sponsorIds: Record<'A' | 'B' | 'C', number>;

/** 150 characters once trimmed: the shortest text that may be submitted. */
const LONG_ENOUGH = `${'I will lead by example. '.repeat(7).slice(0, 149)}!`;
/** 149 characters once trimmed, with spaces around that do not count. */
const TOO_SHORT = `  ${LONG_ENOUGH.slice(0, 148)}!   `;

const mine = (part: AssessmentPart) => ASSESSMENT_PATHS.myAssessment.replace(':part', part);
const submitPath = (part: AssessmentPart) =>
  ASSESSMENT_PATHS.myAssessmentSubmit.replace(':part', part);
const ofSponsor = (id: number, query = '') =>
  `${ASSESSMENT_PATHS.sponsorAssessments.replace(':id', String(id))}${query}`;
const returnPath = (id: number, part: AssessmentPart) =>
  ASSESSMENT_PATHS.assessmentReturn.replace(':id', String(id)).replace(':part', part);

const NOT_STARTED = {
  status: 'notStarted',
  text: null,
  submittedAt: null,
  updatedAt: null,
  returnComment: null,
  returnedAt: null,
  returnedBy: null,
} as const;

async function assessmentsOf(
  actor: Actor,
  url: string = ASSESSMENT_PATHS.myAssessments,
): Promise<Assessments> {
  const response = await actor.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return assessmentsSchema.parse(response.json());
}

async function write(
  actor: Actor,
  method: 'PUT' | 'POST',
  part: AssessmentPart,
  text: string,
): Promise<Assessment> {
  const response = await actor.request(method, method === 'PUT' ? mine(part) : submitPath(part), {
    text,
  });
  expect(response.statusCode, response.body).toBe(200);
  return assessmentSchema.parse(response.json());
}

async function returnPart(actor: Actor, sponsorId: number, part: AssessmentPart, comment: string) {
  const response = await actor.request('POST', returnPath(sponsorId, part), {
    periodId,
    comment,
  });
  expect(response.statusCode, response.body).toBe(200);
  return assessmentSchema.parse(response.json());
}

async function progressOf(sponsorId: number) {
  const [row] = await queryRows<{ assessments_submitted: number }>(
    ctx.database,
    sql`select assessments_submitted from leadership_progress where sponsor_id = ${sponsorId} and period_id = ${periodId}`,
  );
  return row?.assessments_submitted ?? 0;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ clock, env: { SMTP_URL: smtp.url } });
  const db = ctx.database.db;
  const school = await createPlace(db, 'school', { name: 'Roosevelt High' });
  const otherSchool = await createPlace(db, 'school', { name: 'Far Away High' });
  const person = (firstName: string, language: 'en-US' | 'es-CO' = 'en-US') => ({
    firstName,
    lastName: 'Tester',
    language,
    email: uniqueEmail(firstName.toLowerCase()),
  });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', person('Sara')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', person('Gloria')),
    ADMIN: await createActor(ctx, 'ADMIN', person('Adam')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', person('Otto')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Emily')),
    SPONSOR_B: await createActor(ctx, 'SPONSOR', person('Benito', 'es-CO')),
    SPONSOR_C: await createActor(ctx, 'SPONSOR', person('Chloe')),
    NO_RECORD: await createActor(ctx, 'SPONSOR', person('Nadia')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Valentina', 'es-CO')),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [school] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { schoolIds: [otherSchool] });
  const sponsor = async (actor: Actor, firstName: string, lastName: string, schoolId: number) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName,
      email: actor.email,
      phone: '',
      schoolId,
      birthdate: '2008-02-03',
      leadershipDistinction: false,
      active: true,
      userId: actor.id,
    }))!;
  sponsorIds = {
    A: await sponsor(actors.SPONSOR, 'Emily', 'Anderson', school),
    B: await sponsor(actors.SPONSOR_B, 'Benito', 'Bravo', otherSchool),
    C: await sponsor(actors.SPONSOR_C, 'Chloe', 'Clark', school),
  };
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('before any year is available', () => {
  it('answers no year and no parts, and refuses to save or submit', async () => {
    expect(await assessmentsOf(actors.SPONSOR)).toEqual({
      sponsor: {
        id: sponsorIds.A,
        fullName: 'Emily Anderson',
        school: { id: expect.any(Number), name: 'Roosevelt High' },
      },
      year: null,
      minLength: 150,
      parts: [],
      submitted: 0,
    });
    for (const [method, url] of [
      ['PUT', mine('vision')],
      ['POST', submitPath('vision')],
    ] as const) {
      const refused = await actors.SPONSOR.request(method, url, { text: LONG_ENOUGH });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('NO_AVAILABLE_YEAR');
    }
    const coordinator = await assessmentsOf(actors.SUPER_ADMIN, ofSponsor(sponsorIds.A));
    expect(coordinator).toMatchObject({ year: null, parts: [], submitted: 0 });
  });
});

describe('a sponsor writing', () => {
  beforeAll(async () => {
    const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name: '2026-2027',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
    });
    expect(created.statusCode, created.body).toBe(201);
    periodId = created.json<{ id: number }>().id;
    const activated = await actors.SUPER_ADMIN.request(
      'POST',
      PERIOD_PATHS.periodActivate.replace(':id', String(periodId)),
    );
    expect(activated.statusCode, activated.body).toBe(200);
  });

  it('lists the five parts in order, none started', async () => {
    const answer = await assessmentsOf(actors.SPONSOR);
    expect(answer.year).toEqual({ id: periodId, name: '2026-2027' });
    expect(answer.parts).toEqual(ASSESSMENT_PARTS.map((part) => ({ part, ...NOT_STARTED })));
    expect(answer.submitted).toBe(0);
  });

  it('saves a draft of any length, then saves over it', async () => {
    const now = clock.now().toISOString();
    expect(await write(actors.SPONSOR, 'PUT', 'vision', '')).toEqual({
      ...NOT_STARTED,
      part: 'vision',
      status: 'draft',
      text: '',
      updatedAt: now,
    });
    clock.advance(60_000);
    const again = await write(actors.SPONSOR, 'PUT', 'vision', 'A school where everyone reads.');
    expect(again).toMatchObject({
      status: 'draft',
      text: 'A school where everyone reads.',
      updatedAt: clock.now().toISOString(),
      submittedAt: null,
    });
    const answer = await assessmentsOf(actors.SPONSOR);
    expect(answer.parts.find((part) => part.part === 'vision')).toEqual(again);
    expect(answer.submitted).toBe(0);
    expect(await progressOf(sponsorIds.A)).toBe(0);
  });

  it('refuses a text under 150 characters once trimmed, in the caller language', async () => {
    const english = await actors.SPONSOR.request('POST', submitPath('vision'), {
      text: TOO_SHORT,
    });
    expect(english.statusCode).toBe(400);
    expect(errorOf(english).issues).toEqual([{ path: 'text', message: 'Min 150 characters' }]);
    const spanish = await actors.SPONSOR.request(
      'POST',
      submitPath('vision'),
      { text: TOO_SHORT },
      { 'accept-language': 'es-CO' },
    );
    expect(spanish.statusCode).toBe(400);
    expect(errorOf(spanish).issues).toEqual([{ path: 'text', message: 'Mínimo 150 caracteres' }]);
    const kept = await assessmentsOf(actors.SPONSOR);
    expect(kept.parts.find((part) => part.part === 'vision')?.status).toBe('draft');
  });

  it('submits a part, which then stays as it is', async () => {
    clock.advance(60_000);
    const submitted = await write(actors.SPONSOR, 'POST', 'vision', LONG_ENOUGH);
    const now = clock.now().toISOString();
    expect(submitted).toEqual({
      ...NOT_STARTED,
      part: 'vision',
      status: 'submitted',
      text: LONG_ENOUGH,
      submittedAt: now,
      updatedAt: now,
    });
    expect(await progressOf(sponsorIds.A)).toBe(1);
    for (const [method, url] of [
      ['POST', submitPath('vision')],
      ['PUT', mine('vision')],
    ] as const) {
      const refused = await actors.SPONSOR.request(method, url, { text: `${LONG_ENOUGH} again` });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'ASSESSMENT_SUBMITTED',
        message:
          'This assessment is submitted. It can be changed again only if a coordinator returns it.',
      });
    }
    const answer = await assessmentsOf(actors.SPONSOR);
    expect(answer.parts.find((part) => part.part === 'vision')).toEqual(submitted);
    expect(answer.submitted).toBe(1);
  });

  it('submits a part never saved as a draft', async () => {
    const submitted = await write(actors.SPONSOR, 'POST', 'riskTaking', LONG_ENOUGH);
    expect(submitted.status).toBe('submitted');
    expect(await progressOf(sponsorIds.A)).toBe(2);
  });
});

describe('coordinators reading', () => {
  beforeAll(async () => {
    await write(actors.SPONSOR, 'PUT', 'opportunities', 'My private notes, not ready yet.');
  });

  it('see every part with its status and dates, but a draft without its text', async () => {
    const answer = await assessmentsOf(actors.ADMIN, ofSponsor(sponsorIds.A));
    const own = await assessmentsOf(actors.SPONSOR);
    expect(answer.sponsor).toEqual(own.sponsor);
    expect(answer.submitted).toBe(2);
    const byPart = new Map(answer.parts.map((part) => [part.part, part]));
    const ownByPart = new Map(own.parts.map((part) => [part.part, part]));
    expect(byPart.get('opportunities')).toEqual({ ...ownByPart.get('opportunities'), text: null });
    expect(ownByPart.get('opportunities')?.text).toBe('My private notes, not ready yet.');
    expect(byPart.get('vision')).toEqual(ownByPart.get('vision'));
    expect(byPart.get('vision')?.text).toBe(LONG_ENOUGH);
    expect(byPart.get('leaderGoals')).toEqual({ part: 'leaderGoals', ...NOT_STARTED });
    expect(answer.parts.map((part) => part.part)).toEqual([...ASSESSMENT_PARTS]);
  });

  it('read a given year, and answer 404 for an unknown one', async () => {
    const answer = await assessmentsOf(
      actors.GLOBAL_ADMIN,
      ofSponsor(sponsorIds.A, `?periodId=${periodId}`),
    );
    expect(answer.year?.id).toBe(periodId);
    const unknown = await actors.GLOBAL_ADMIN.request(
      'GET',
      ofSponsor(sponsorIds.A, '?periodId=999999'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('We could not find what you asked for.');
  });

  it('give a sponsor their own through the same path, drafts included, and nobody else', async () => {
    const own = await assessmentsOf(actors.SPONSOR, ofSponsor(sponsorIds.A));
    expect(own.parts.find((part) => part.part === 'opportunities')?.text).toBe(
      'My private notes, not ready yet.',
    );
    const other = await actors.SPONSOR_B.request('GET', ofSponsor(sponsorIds.A));
    expect(other.statusCode).toBe(404);
  });
});

describe('returning a part', () => {
  it('returns a submitted part with a comment, and e-mails the sponsor', async () => {
    clock.advance(60_000);
    const returned = await returnPart(
      actors.ADMIN,
      sponsorIds.A,
      'vision',
      'Tell us more about your school.',
    );
    const now = clock.now().toISOString();
    expect(returned).toMatchObject({
      part: 'vision',
      status: 'returned',
      text: LONG_ENOUGH,
      returnComment: 'Tell us more about your school.',
      returnedAt: now,
      returnedBy: 'Adam Tester',
      updatedAt: now,
    });
    expect(await progressOf(sponsorIds.A)).toBe(1);
    const own = await assessmentsOf(actors.SPONSOR);
    // The sponsor reads the comment, not which coordinator wrote it (decision 032).
    expect(own.parts.find((part) => part.part === 'vision')).toEqual({
      ...returned,
      returnedBy: null,
    });
    expect(own.submitted).toBe(1);
    await ctx.app.platform.mailer.flush();
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(actors.SPONSOR.email));
    expect(mail.subject).toBe('Your assessment "Vision" needs a change');
    expect(mail.text).toContain('Hello Emily,');
    expect(mail.text).toContain('Comment from the coordinator: Tell us more about your school.');
    expect(mail.text).toContain('http://portal.test/edrocks/sponsors/assessments');
  });

  it('writes the e-mail in the sponsor language', async () => {
    await write(actors.SPONSOR_B, 'POST', 'leaderGoals', LONG_ENOUGH);
    await returnPart(actors.OTHER_ADMIN, sponsorIds.B, 'leaderGoals', 'Más ejemplos, por favor.');
    await ctx.app.platform.mailer.flush();
    const mail = await smtp.waitForMail((candidate) =>
      candidate.to.includes(actors.SPONSOR_B.email),
    );
    expect(mail.subject).toBe('Su evaluación «Metas de líder» necesita un cambio');
    expect(mail.text).toContain('Hola Benito:');
    expect(mail.text).toContain('Comentario del coordinador: Más ejemplos, por favor.');
  });

  it('returns only a submitted part', async () => {
    for (const part of ['opportunities', 'leaderGoals', 'vision'] as const) {
      const refused = await actors.SUPER_ADMIN.request('POST', returnPath(sponsorIds.A, part), {
        periodId,
        comment: 'Again',
      });
      expect(refused.statusCode, part).toBe(409);
      expect(errorOf(refused).code).toBe('ASSESSMENT_NOT_SUBMITTED');
    }
  });

  it('lets the sponsor change a returned part, keeping the comment until it is submitted again', async () => {
    clock.advance(60_000);
    const edited = await write(actors.SPONSOR, 'PUT', 'vision', 'Work in progress');
    expect(edited).toMatchObject({
      status: 'returned',
      text: 'Work in progress',
      returnComment: 'Tell us more about your school.',
      returnedBy: null,
      updatedAt: clock.now().toISOString(),
    });
    // A coordinator reads the text being changed (it was submitted once).
    const coordinator = await assessmentsOf(actors.ADMIN, ofSponsor(sponsorIds.A));
    expect(coordinator.parts.find((part) => part.part === 'vision')).toMatchObject({
      text: 'Work in progress',
      returnedBy: 'Adam Tester',
    });
    clock.advance(60_000);
    const resubmitted = await write(actors.SPONSOR, 'POST', 'vision', `${LONG_ENOUGH} More.`);
    const now = clock.now().toISOString();
    expect(resubmitted).toEqual({
      ...NOT_STARTED,
      part: 'vision',
      status: 'submitted',
      text: `${LONG_ENOUGH} More.`,
      submittedAt: now,
      updatedAt: now,
    });
    expect(await progressOf(sponsorIds.A)).toBe(2);
  });
});

describe('who reaches what', () => {
  it('gives the sponsor screens to sponsors only', async () => {
    for (const name of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const) {
      // Coordinators read the area, but have no sponsor record of their own.
      expect(
        (await actors[name].request('GET', ASSESSMENT_PATHS.myAssessments)).statusCode,
        name,
      ).toBe(404);
      for (const [method, url] of [
        ['PUT', mine('vision')],
        ['POST', submitPath('vision')],
      ] as const) {
        const refused = await actors[name].request(method, url, { text: LONG_ENOUGH });
        expect(refused.statusCode, `${name} ${method}`).toBe(403);
      }
    }
    expect((await actors.NO_RECORD.request('GET', ASSESSMENT_PATHS.myAssessments)).statusCode).toBe(
      404,
    );
    expect((await actors.NO_RECORD.request('PUT', mine('vision'), { text: 'x' })).statusCode).toBe(
      404,
    );
    for (const [method, url] of [
      ['GET', ASSESSMENT_PATHS.myAssessments],
      ['PUT', mine('vision')],
      ['POST', submitPath('vision')],
      ['GET', ofSponsor(sponsorIds.A)],
      ['POST', returnPath(sponsorIds.A, 'vision')],
    ] as const) {
      const refused = await actors.STUDENT.request(method, url, { text: LONG_ENOUGH });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');
      const anonymous = await ctx.app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('lets coordinators read in scope: an admin only the sponsors of their schools', async () => {
    for (const name of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)
      expect((await actors[name].request('GET', ofSponsor(sponsorIds.A))).statusCode, name).toBe(
        200,
      );
    expect((await actors.OTHER_ADMIN.request('GET', ofSponsor(sponsorIds.A))).statusCode).toBe(404);
    expect((await actors.ADMIN.request('GET', ofSponsor(sponsorIds.B))).statusCode).toBe(404);
    expect((await actors.OTHER_ADMIN.request('GET', ofSponsor(sponsorIds.B))).statusCode).toBe(200);
  });

  it('lets coordinators return in scope; a sponsor never returns', async () => {
    await write(actors.SPONSOR, 'POST', 'opportunities', LONG_ENOUGH);
    const outOfScope = await actors.OTHER_ADMIN.request(
      'POST',
      returnPath(sponsorIds.A, 'opportunities'),
      { periodId, comment: 'No' },
    );
    expect(outOfScope.statusCode).toBe(404);
    for (const actor of [actors.SPONSOR, actors.STUDENT]) {
      const refused = await actor.request('POST', returnPath(sponsorIds.A, 'opportunities'), {
        periodId,
        comment: 'No',
      });
      expect(refused.statusCode).toBe(403);
    }
    const byGlobal = await returnPart(actors.GLOBAL_ADMIN, sponsorIds.A, 'opportunities', 'One');
    expect(byGlobal.returnedBy).toBe('Gloria Tester');
    await write(actors.SPONSOR, 'POST', 'opportunities', LONG_ENOUGH);
    const bySuper = await returnPart(actors.SUPER_ADMIN, sponsorIds.A, 'opportunities', 'Two');
    expect(bySuper.returnedBy).toBe('Sara Tester');
  });
});

describe('bad input', () => {
  it('answers 400 with a translated message, never 500', async () => {
    const cases: Array<[Actor, 'GET' | 'PUT' | 'POST', string, unknown, string]> = [
      [
        actors.SPONSOR,
        'PUT',
        ASSESSMENT_PATHS.myAssessment.replace(':part', 'essay'),
        { text: 'x' },
        'part',
      ],
      [actors.SPONSOR, 'POST', submitPath('vision'), {}, 'text'],
      [actors.SPONSOR, 'POST', submitPath('vision'), { text: 42 }, 'text'],
      [actors.SPONSOR, 'PUT', mine('vision'), { text: ['a'] }, 'text'],
      [actors.SPONSOR, 'PUT', mine('vision'), { text: 'x'.repeat(10_001) }, 'text'],
      [actors.ADMIN, 'GET', ofSponsor(sponsorIds.A, '?periodId=abc'), undefined, 'periodId'],
      [
        actors.ADMIN,
        'GET',
        ASSESSMENT_PATHS.sponsorAssessments.replace(':id', 'abc'),
        undefined,
        'id',
      ],
      [actors.ADMIN, 'GET', ofSponsor(2_147_483_648), undefined, 'id'],
      [
        actors.ADMIN,
        'POST',
        returnPath(sponsorIds.A, 'vision'),
        { periodId, comment: 'x'.repeat(2001) },
        'comment',
      ],
      [
        actors.ADMIN,
        'POST',
        returnPath(sponsorIds.A, 'vision'),
        { periodId, comment: '  ' },
        'comment',
      ],
      [
        actors.ADMIN,
        'POST',
        returnPath(sponsorIds.A, 'vision'),
        { periodId: 'one', comment: 'Why' },
        'periodId',
      ],
      [actors.ADMIN, 'POST', returnPath(sponsorIds.A, 'vision'), { comment: 'Why' }, 'periodId'],
      [
        actors.ADMIN,
        'POST',
        ASSESSMENT_PATHS.assessmentReturn
          .replace(':id', String(sponsorIds.A))
          .replace(':part', 'essay'),
        { periodId, comment: 'Why' },
        'part',
      ],
    ];
    for (const [actor, method, url, payload, path] of cases) {
      const response = await actor.request(method, url, payload, { 'accept-language': 'es-CO' });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      const body = errorOf(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.issues?.map((issue) => issue.path)).toContain(path);
      expect(body.message).not.toMatch(/validation\./);
      for (const issue of body.issues ?? []) expect(issue.message).not.toMatch(/validation\./);
    }
    const huge = await actors.SPONSOR.request('PUT', mine('vision'), { text: 'x'.repeat(10_001) });
    expect(errorOf(huge).issues).toEqual([{ path: 'text', message: 'Max 10000 characters' }]);
    const blank = await actors.ADMIN.request('POST', returnPath(sponsorIds.A, 'vision'), {
      periodId,
      comment: '   ',
    });
    expect(errorOf(blank).issues).toEqual([{ path: 'comment', message: 'Required' }]);
  });

  it('answers 404 for unknown sponsors and years', async () => {
    for (const url of [ofSponsor(999_999), ofSponsor(sponsorIds.A, '?periodId=999999')]) {
      const response = await actors.SUPER_ADMIN.request('GET', url, undefined, {
        'accept-language': 'es-CO',
      });
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).message).toBe('No encontramos lo que buscaba.');
    }
    const unknownSponsor = await actors.SUPER_ADMIN.request('POST', returnPath(999_999, 'vision'), {
      periodId,
      comment: 'Why',
    });
    expect(unknownSponsor.statusCode).toBe(404);
    const unknownYear = await actors.SUPER_ADMIN.request(
      'POST',
      returnPath(sponsorIds.A, 'vision'),
      { periodId: 999_999, comment: 'Why' },
    );
    expect(unknownYear.statusCode).toBe(404);
  });
});

describe('under concurrency', () => {
  it('counts parallel submits of every part right: each part once, all five in the progress', async () => {
    const responses = await Promise.all(
      [...ASSESSMENT_PARTS, ...ASSESSMENT_PARTS].map((part) =>
        actors.SPONSOR_C.request('POST', submitPath(part), { text: LONG_ENOUGH }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(409)]);
    for (const response of responses.filter((answer) => answer.statusCode === 409))
      expect(errorOf(response).code).toBe('ASSESSMENT_SUBMITTED');
    const [row] = await queryRows<{ submitted: number }>(
      ctx.database,
      sql`select count(*)::int as submitted from leadership_assessments where sponsor_id = ${sponsorIds.C} and status = 'submitted'`,
    );
    expect(row?.submitted).toBe(5);
    expect(await progressOf(sponsorIds.C)).toBe(5);
    expect((await assessmentsOf(actors.SPONSOR_C)).submitted).toBe(5);
  });
});

describe('a closed year', () => {
  it('starts the new year empty, keeps the old one readable, and returns nothing in it', async () => {
    const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name: '2027-2028',
      startDate: '2027-08-01',
      endDate: '2028-07-31',
    });
    const nextYear = created.json<{ id: number }>().id;
    const activated = await actors.SUPER_ADMIN.request(
      'POST',
      PERIOD_PATHS.periodActivate.replace(':id', String(nextYear)),
    );
    expect(activated.statusCode, activated.body).toBe(200);
    const fresh = await assessmentsOf(actors.SPONSOR_C);
    expect(fresh.year).toEqual({ id: nextYear, name: '2027-2028' });
    expect(fresh.submitted).toBe(0);
    const old = await assessmentsOf(actors.ADMIN, ofSponsor(sponsorIds.C, `?periodId=${periodId}`));
    expect(old.submitted).toBe(5);
    const refused = await actors.ADMIN.request('POST', returnPath(sponsorIds.C, 'vision'), {
      periodId,
      comment: 'Too late',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('PERIOD_CLOSED');
  });
});
