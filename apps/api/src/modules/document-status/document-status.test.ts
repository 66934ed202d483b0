// Document status: a year's grid of each sponsor's agreements, parent agreement, photo and
// letters, cell by cell; who sees which rows; the filters ("only missing", school, village);
// the export; reminders (one mail per person, in their language); bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementListSchema,
  LETTER_GRACE_DAYS,
  documentStatusPageSchema,
  type DocumentStatusPage,
  AGREEMENT_PATHS,
  DOCUMENT_STATUS_PATHS,
  LETTER_PATHS,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
  SPONSOR_PATHS,
} from '@portal/shared';
import {
  makeAgreementsOptional,
  publishAgreementText,
  writeAgreementDraft,
} from '../../../test/helpers/agreements';
import { ManualClock } from '../../../test/helpers/clock';
import { eventually } from '../../../test/helpers/eventually';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { recordGuardianAuthorisation } from '../../../test/helpers/guardian';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import {
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

// The year runs 2026-08-01 to 2027-07-31; by default letter 1 is due 2026-10-13 and its answer
// 2026-11-18, letter 2 on 2026-12-25: on this day letter 1 and its answer are late, 2 is not due.
const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let smtp: TestSmtpServer;
let periodId = 0;
let villageId = 0;
let commitmentVersionId = 0;

type Name =
  | 'SUPER_ADMIN'
  | 'GLOBAL_ADMIN'
  | 'ADMIN'
  | 'VILLAGE_ADMIN'
  | 'OTHER_ADMIN'
  | 'SPONSOR'
  | 'STUDENT'
  | 'SPONSOR_B'
  | 'STUDENT_B'
  | 'SPONSOR_C'
  | 'MINOR';
let actors: Record<Name, Actor>;
let sponsorIds: Record<'A' | 'B' | 'C' | 'MINOR', number>;
let pairOfB: number;

async function grid(actor: Actor, query = ''): Promise<DocumentStatusPage> {
  const response = await actor.request(
    'GET',
    `${DOCUMENT_STATUS_PATHS.documentStatus}?periodId=${periodId}${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return documentStatusPageSchema.parse(response.json());
}

const rowOf = (page: DocumentStatusPage, sponsorId: number) =>
  page.items.find((row) => row.sponsor.id === sponsorId);

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Reminders are once a day: the tests move the clock a day on with the same sessions.
  ctx = await createTestContext({ clock, env: { SMTP_URL: smtp.url, ACCESS_TOKEN_TTL: '30d' } });
  const db = ctx.database.db;
  const { colombia } = await referenceIds(db);
  villageId = await createPlace(db, 'village', { name: 'Vereda La Esperanza' });
  const otherVillage = await createPlace(db, 'village', { name: 'Vereda Lejana' });
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
    VILLAGE_ADMIN: await createActor(ctx, 'ADMIN', person('Victor')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', person('Otto')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Emily')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Valentina', 'es-CO')),
    SPONSOR_B: await createActor(ctx, 'SPONSOR', person('Ben')),
    STUDENT_B: await createActor(ctx, 'STUDENT', person('Camilo', 'es-CO')),
    SPONSOR_C: await createActor(ctx, 'SPONSOR', person('Chloe', 'es-CO')),
    MINOR: await createActor(ctx, 'SPONSOR', person('Mia')),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [school], villageIds: [] });
  await assignAdmin(db, actors.VILLAGE_ADMIN.id, { schoolIds: [], villageIds: [villageId] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { schoolIds: [otherSchool], villageIds: [] });
  const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  periodId = created.json<{ id: number }>().id;
  await actors.SUPER_ADMIN.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(periodId)),
  );

  const sponsor = async (actor: Actor, schoolId: number, lastName: string, birthdate: string) =>
    (await insertSponsorIfFree(db, {
      firstName: actor.email.split('-')[0]!,
      lastName,
      email: actor.email,
      phone: '+1 555 0100',
      schoolId,
      birthdate,
      leadershipDistinction: false,
      active: true,
      userId: actor.id,
    }))!;
  const student = (actor: Actor, village: number, firstName: string) =>
    insertStudent(
      db,
      {
        firstName,
        lastName: 'Rojas',
        birthdate: '2015-03-04',
        gender: 'female',
        grade: '5-fifth',
        villageId: village,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: actor.id,
        status: 'active',
      },
      clock.now(),
    );
  sponsorIds = {
    A: await sponsor(actors.SPONSOR, school, 'Anderson', '2000-01-01'),
    B: await sponsor(actors.SPONSOR_B, otherSchool, 'Brown', '2000-01-01'),
    C: await sponsor(actors.SPONSOR_C, school, 'Clark', '2000-01-01'),
    MINOR: await sponsor(actors.MINOR, otherSchool, 'Moore', '2012-05-05'),
  };
  const pair = async (sponsorId: number, studentId: number) => {
    const response = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      sponsorId,
      studentId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const valentina = await student(actors.STUDENT, villageId, 'Valentina');
  // Valentina's guardian authorised the processing of her data; Camilo's has not yet.
  await recordGuardianAuthorisation(ctx.database, valentina);
  const pairA = await pair(sponsorIds.A, valentina);
  const pairB = await pair(sponsorIds.B, await student(actors.STUDENT_B, otherVillage, 'Camilo'));
  // Both began with the year, before any letter was due (a newer one counts from its start).
  await db.execute(
    sql`update sponsorships set started_at = '2026-08-01T12:00:00Z' where id in (${pairA}, ${pairB})`,
  );
  pairOfB = pairB;

  // One required sponsor agreement with a published text; Emily accepts it, the others do not.
  await makeAgreementsOptional(ctx.database, ['child-protection']);
  commitmentVersionId = await publishAgreementText(actors.SUPER_ADMIN, 'sponsor-commitment', {
    language: 'en-US',
    title: 'Commitment',
    text: 'I will write four letters.',
  });
  const accepted = await actors.SPONSOR.request(
    'POST',
    AGREEMENT_PATHS.agreementAccept.replace(':versionId', String(commitmentVersionId)),
    { typedName: `${actors.SPONSOR.email.split('-')[0]} Anderson` },
  );
  expect(accepted.statusCode, accepted.body).toBe(201);

  // Emily has a photo and sent letter 1; Valentina has not answered it.
  await db.execute(sql`update sponsors set photo_file_id = 424242 where id = ${sponsorIds.A}`);
  const letter = await actors.SPONSOR.request('POST', LETTER_PATHS.letters, {
    sponsorshipId: pairA,
    number: 1,
    subject: 'Hello',
    message: 'I play football at school.',
    originalLanguage: 'en-US',
    targetLanguage: 'en-US',
    send: true,
  });
  expect(letter.statusCode, letter.body).toBe(201);
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('the document status grid', () => {
  it('shows each sponsor cell by cell: done, missing, late, not due yet, not needed', async () => {
    const page = await grid(actors.SUPER_ADMIN);
    expect(page.columns.year?.name).toBe('2026-2027');
    expect(page.columns.agreements).toEqual([{ key: 'sponsor-commitment', title: 'Commitment' }]);
    expect(page.columns.letters.map((letter) => [letter.dueDate, letter.answerDueDate])).toEqual([
      ['2026-10-13', '2026-11-18'],
      ['2026-12-25', '2027-01-30'],
      ['2027-03-07', '2027-04-13'],
      ['2027-05-19', '2027-06-25'],
    ]);
    const emily = rowOf(page, sponsorIds.A)!;
    expect(emily).toMatchObject({
      school: { name: 'Roosevelt High' },
      students: [
        {
          fullName: 'Valentina Rojas',
          village: { name: 'Vereda La Esperanza' },
          hasGuardianAuthorisation: true,
        },
      ],
      agreements: [{ key: 'sponsor-commitment', state: 'done' }],
      parentAgreement: 'notNeeded',
      sent: ['done', 'notDue', 'notDue', 'notDue'],
      answered: ['late', 'notDue', 'notDue', 'notDue'],
    });
    const ben = rowOf(page, sponsorIds.B)!;
    expect(ben).toMatchObject({
      students: [{ fullName: 'Camilo Rojas', hasGuardianAuthorisation: false }],
      agreements: [{ state: 'missing' }],
      photo: 'missing',
      sent: ['late', 'notDue', 'notDue', 'notDue'],
      answered: ['late', 'notDue', 'notDue', 'notDue'],
      outstanding: 4,
    });
    // Without a student this year there are no letters to write.
    expect(rowOf(page, sponsorIds.C)?.sent).toEqual(Array(4).fill('notNeeded'));
    // Sorted by last name.
    const names = page.items.map((row) => row.sponsor.lastName);
    expect(names).toEqual([...names].sort());
  });

  it('marks the answer done once the student sends it', async () => {
    const before = rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.A)!;
    expect(before.photo).toBe('done');
    const [pair] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from sponsorships where sponsor_id = ${sponsorIds.A}`,
    );
    const answer = await actors.STUDENT.request('POST', LETTER_PATHS.letters, {
      sponsorshipId: pair!.id,
      number: 1,
      subject: 'Hola',
      message: 'Me gusta el fútbol.',
      originalLanguage: 'es-CO',
      targetLanguage: 'es-CO',
      send: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const after = rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.A)!;
    expect(after.answered[0]).toBe('done');
    expect(after.outstanding).toBe(0);
  });

  it('needs the parent agreement for a sponsor under 18 on the first day of the year', async () => {
    await ctx.database.db.execute(
      sql`update agreements set required = true where audience = 'parent'`,
    );
    await publishAgreementText(actors.SUPER_ADMIN, 'parent-consent', {
      language: 'en-US',
      title: 'Parent consent',
      text: 'I agree.',
    });
    const page = await grid(actors.SUPER_ADMIN);
    expect(page.columns.parentAgreement).toBe(true);
    expect(rowOf(page, sponsorIds.MINOR)?.parentAgreement).toBe('missing');
    expect(rowOf(page, sponsorIds.A)?.parentAgreement).toBe('notNeeded');
    const onlyMissing = await grid(actors.SUPER_ADMIN, '&onlyMissing=true');
    expect(rowOf(onlyMissing, sponsorIds.MINOR)).toBeDefined();
  });

  it('says "to check" while a contact the minor entered waits for a coordinator (decision 030)', async () => {
    const parentsUrl = SPONSOR_PATHS.sponsorParents.replace(':id', String(sponsorIds.MINOR));
    const added = await actors.MINOR.request('POST', parentsUrl, {
      firstName: 'Megan',
      lastName: 'Moore',
      email: uniqueEmail('megan'),
      relationship: 'mother',
    });
    expect(added.statusCode, added.body).toBe(201);
    const parent = added.json<{ id: number; updatedAt: string }>();
    const waiting = rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.MINOR)!;
    expect(waiting.parentAgreement).toBe('toCheck');
    expect(
      rowOf(await grid(actors.SUPER_ADMIN, '&onlyMissing=true'), sponsorIds.MINOR),
    ).toBeDefined();
    // The reminder names only what the sponsor can do: not what waits for a coordinator.
    await ctx.app.platform.mailer.flush();
    const before = smtp.received.length;
    await actors.SUPER_ADMIN.request('POST', DOCUMENT_STATUS_PATHS.documentStatusReminders, {
      periodId,
      sponsorIds: [sponsorIds.MINOR],
    });
    await ctx.app.platform.mailer.flush();
    const mail = await smtp.waitForMail((candidate) => smtp.received.indexOf(candidate) >= before);
    expect(mail.text).not.toContain('parent or guardian');
    const confirmed = await actors.SUPER_ADMIN.request(
      'POST',
      SPONSOR_PATHS.sponsorParentConfirm
        .replace(':id', String(sponsorIds.MINOR))
        .replace(':parentId', String(parent.id)),
      { updatedAt: parent.updatedAt },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.MINOR)?.parentAgreement).toBe(
      'missing',
    );
    await ctx.database.db.execute(sql`delete from sponsor_parents where id = ${parent.id}`);
  });

  it('needs the parent agreement of a sponsor whose birth date is unknown (fails closed)', async () => {
    const db = ctx.database.db;
    await db.execute(sql`update sponsors set birthdate = null where id = ${sponsorIds.C}`);
    try {
      expect(rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.C)?.parentAgreement).toBe('missing');
      expect(
        rowOf(await grid(actors.SUPER_ADMIN, '&onlyMissing=true'), sponsorIds.C),
      ).toBeDefined();
    } finally {
      await db.execute(
        sql`update sponsors set birthdate = '2000-01-01' where id = ${sponsorIds.C}`,
      );
    }
  });

  it('shows a required agreement with no published text as missing for everyone (fails closed)', async () => {
    const db = ctx.database.db;
    await db.execute(sql`update agreements set required = true where key = 'child-protection'`);
    try {
      const page = await grid(actors.SUPER_ADMIN);
      expect(page.columns.agreements.map((agreement) => agreement.key)).toEqual([
        'sponsor-commitment',
        'child-protection',
      ]);
      // Emily signed the published commitment; nobody can have signed a text not published.
      expect(rowOf(page, sponsorIds.A)?.agreements).toEqual([
        { key: 'sponsor-commitment', state: 'done' },
        { key: 'child-protection', state: 'missing' },
      ]);
    } finally {
      await makeAgreementsOptional(ctx.database, ['child-protection']);
    }
  });

  it('keeps "only missing" to rows with something missing or late, paged on the server', async () => {
    const page = await grid(actors.SUPER_ADMIN, '&onlyMissing=true');
    const ids = page.items.map((row) => row.sponsor.id);
    expect(ids).not.toContain(sponsorIds.A);
    expect(ids).toEqual(expect.arrayContaining([sponsorIds.B, sponsorIds.C]));
    for (const row of page.items) expect(row.outstanding).toBeGreaterThan(0);
    const small = await grid(actors.SUPER_ADMIN, '&onlyMissing=true&pageSize=1');
    expect(small.items).toHaveLength(1);
    expect(small.total).toBe(page.total);
    expect(small.next).not.toBeNull();
  });

  it('filters by school and by village', async () => {
    const [schoolRow] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select school_id as id from sponsors where id = ${sponsorIds.A}`,
    );
    const bySchool = await grid(actors.SUPER_ADMIN, `&schoolId=${schoolRow!.id}`);
    expect(bySchool.items.map((row) => row.sponsor.id).sort()).toEqual(
      [sponsorIds.A, sponsorIds.C].sort(),
    );
    const byVillage = await grid(actors.SUPER_ADMIN, `&villageId=${villageId}`);
    expect(byVillage.items.map((row) => row.sponsor.id)).toEqual([sponsorIds.A]);
  });

  it('shows admins only the sponsors of their schools and villages; others are refused', async () => {
    const admin = await grid(actors.ADMIN);
    expect(admin.items.map((row) => row.sponsor.id).sort()).toEqual(
      [sponsorIds.A, sponsorIds.C].sort(),
    );
    const village = await grid(actors.VILLAGE_ADMIN);
    expect(village.items.map((row) => row.sponsor.id)).toEqual([sponsorIds.A]);
    const other = await grid(actors.OTHER_ADMIN);
    expect(other.items.map((row) => row.sponsor.id).sort()).toEqual(
      [sponsorIds.B, sponsorIds.MINOR].sort(),
    );
    expect((await grid(actors.GLOBAL_ADMIN)).items.length).toBeGreaterThanOrEqual(4);
    for (const actor of [actors.SPONSOR, actors.STUDENT]) {
      const refused = await actor.request('GET', DOCUMENT_STATUS_PATHS.documentStatus);
      expect(refused.statusCode).toBe(403);
      const reminders = await actor.request('POST', DOCUMENT_STATUS_PATHS.documentStatusReminders, {
        periodId,
        sponsorIds: [sponsorIds.A],
      });
      expect(reminders.statusCode).toBe(403);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: DOCUMENT_STATUS_PATHS.documentStatus }))
        .statusCode,
    ).toBe(401);
  });

  it('exports the filtered grid as CSV in the caller language, and as Excel', async () => {
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${DOCUMENT_STATUS_PATHS.documentStatusExport}?periodId=${periodId}&format=csv`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('estado-de-documentos');
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Carta 1 enviada');
    expect(header).toContain('Commitment');
    const brown = lines.find((line) => line.includes('Brown'));
    expect(brown).toContain('Atrasado');
    expect(brown).toContain('Falta');
    // Camilo, Brown's student, has no guardian's authorisation on file; Valentina has.
    expect(header).toContain('Estudiantes sin la autorización del acudiente');
    expect(brown).toMatch(/Camilo Rojas \(.*\),.*Camilo Rojas/);
    expect(lines.find((line) => line.includes('Anderson'))).not.toMatch(
      /Valentina Rojas.*Valentina/,
    );
    const xlsx = await actors.ADMIN.request(
      'GET',
      `${DOCUMENT_STATUS_PATHS.documentStatusExport}?periodId=${periodId}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers 404 for an unknown year and 400 for bad filters', async () => {
    const unknown = await actors.SUPER_ADMIN.request(
      'GET',
      `${DOCUMENT_STATUS_PATHS.documentStatus}?periodId=999999`,
    );
    expect(unknown.statusCode).toBe(404);
    for (const query of [
      '?periodId=abc',
      '?onlyMissing=maybe',
      '?pageSize=100000',
      '?villageId=-1',
    ]) {
      const bad = await actors.SUPER_ADMIN.request(
        'GET',
        `${DOCUMENT_STATUS_PATHS.documentStatus}${query}`,
      );
      expect(bad.statusCode, query).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('reminders', () => {
  it('queues one mail per person, in their language, for what is outstanding', async () => {
    // The letters' own notices first, so only reminders are counted.
    await ctx.app.background.flush();
    await eventually(async () => {
      await ctx.app.platform.mailer.flush();
      const [due] = await queryRows<{ n: number }>(
        ctx.database,
        sql`select count(*)::int as n from mail_outbox
            where status = 'pending' and next_attempt_at <= ${clock.now()}`,
      );
      return due?.n === 0;
    });
    const before = smtp.received.length;
    const response = await actors.SUPER_ADMIN.request(
      'POST',
      DOCUMENT_STATUS_PATHS.documentStatusReminders,
      {
        periodId,
        // Emily has nothing outstanding now; Ben twice in the list is still one mail.
        sponsorIds: [sponsorIds.A, sponsorIds.B, sponsorIds.B, sponsorIds.C],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    // Ben, his student Camilo (answer late), and Chloe (agreement and photo).
    expect(response.json()).toEqual({ queued: 3, skipped: 1, alreadyRemindedToday: 0 });
    await ctx.app.platform.mailer.flush();
    const ben = await smtp.waitForMail(
      (mail) => mail.to.includes(actors.SPONSOR_B.email) && mail.subject.startsWith('Reminder'),
    );
    expect(ben.subject).toBe('Reminder: what is still missing for 2026-2027');
    expect(ben.text).toContain('Accept "Commitment"');
    expect(ben.text).toContain('Letter 1, due 2026-10-13 (late)');
    const camilo = await smtp.waitForMail((mail) => mail.to.includes(actors.STUDENT_B.email));
    expect(camilo.subject).toBe('Recordatorio: lo que aún falta para 2026-2027');
    expect(camilo.text).toContain('Su respuesta a la carta 1');
    const chloe = await smtp.waitForMail((mail) => mail.to.includes(actors.SPONSOR_C.email));
    expect(chloe.text).toContain('Su foto de perfil');
    const reminders = smtp.received.slice(before);
    expect(reminders).toHaveLength(3);
    expect(reminders.some((mail) => mail.to.includes(actors.SPONSOR.email))).toBe(false);
  });

  it('reminds only sponsors in the admin scope', async () => {
    const response = await actors.ADMIN.request(
      'POST',
      DOCUMENT_STATUS_PATHS.documentStatusReminders,
      {
        periodId,
        sponsorIds: [sponsorIds.B],
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 0, skipped: 1, alreadyRemindedToday: 0 });
  });

  it('sends one reminder per person and document a day, whatever the clicks or coordinators', async () => {
    const remindersTo = async (email: string) =>
      (
        await queryRows<{ count: number }>(
          ctx.database,
          sql`select count(*)::int as count from mail_outbox
              where to_address = ${email} and subject like 'Re%'`,
        )
      )[0]!.count;
    const before = await remindersTo(actors.SPONSOR_B.email);
    // The next day in Bogotá (earlier reminders were today's): 20 clicks at once, two coordinators.
    clock.advance(24 * 3600_000);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 ? actors.GLOBAL_ADMIN : actors.SUPER_ADMIN).request(
            'POST',
            DOCUMENT_STATUS_PATHS.documentStatusReminders,
            { periodId, sponsorIds: [sponsorIds.B, sponsorIds.C] },
          ),
        ),
      );
      const bodies = answers.map((answer) => {
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json<{ queued: number; skipped: number; alreadyRemindedToday: number }>();
      });
      // Ben, his student Camilo and Chloe: once each in all, and every other click is told so.
      expect(bodies.reduce((sum, body) => sum + body.queued, 0)).toBe(3);
      for (const body of bodies) expect(body.queued + body.alreadyRemindedToday).toBe(3);
      expect(await remindersTo(actors.SPONSOR_B.email)).toBe(before + 1);
      expect(await remindersTo(actors.STUDENT_B.email)).toBeGreaterThan(0);
      const again = await actors.ADMIN.request(
        'POST',
        DOCUMENT_STATUS_PATHS.documentStatusReminders,
        {
          periodId,
          sponsorIds: [sponsorIds.B],
        },
      );
      expect(again.json()).toEqual({ queued: 0, skipped: 1, alreadyRemindedToday: 0 });

      // The day after, the same outstanding things are reminded again, once.
      clock.advance(24 * 3600_000);
      const nextDay = await actors.SUPER_ADMIN.request(
        'POST',
        DOCUMENT_STATUS_PATHS.documentStatusReminders,
        {
          periodId,
          sponsorIds: [sponsorIds.B],
        },
      );
      expect(nextDay.json()).toEqual({ queued: 2, skipped: 0, alreadyRemindedToday: 0 });
      expect(await remindersTo(actors.SPONSOR_B.email)).toBe(before + 2);
    } finally {
      clock.advance(-2 * 24 * 3600_000);
    }
  });

  it('refuses bad bodies with translated messages and unknown years with 404', async () => {
    const bad = [
      {},
      { periodId, sponsorIds: [] },
      { periodId, sponsorIds: ['x'] },
      { periodId: 'x', sponsorIds: [1] },
      { periodId, sponsorIds: Array.from({ length: 201 }, (_, index) => index + 1) },
    ];
    for (const body of bad) {
      const response = await actors.SUPER_ADMIN.request(
        'POST',
        DOCUMENT_STATUS_PATHS.documentStatusReminders,
        body,
        {
          'accept-language': 'es-CO',
        },
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toMatch(/campos|válid/i);
    }
    const unknown = await actors.SUPER_ADMIN.request(
      'POST',
      DOCUMENT_STATUS_PATHS.documentStatusReminders,
      {
        periodId: 999999,
        sponsorIds: [1],
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a sponsorship that began after a due date', () => {
  it('is not late on its first day: its letters count from its start', async () => {
    const db = ctx.database.db;
    const before = rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.B)!;
    expect(before.sent[0]).toBe('late');
    try {
      // Began today (2026-11-25), after letter 1 was due (2026-10-13) and its answer (2026-11-18).
      await db.execute(
        sql`update sponsorships set started_at = '2026-11-25T09:00:00Z' where id = ${pairOfB}`,
      );
      const row = rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.B)!;
      expect(row.sent).toEqual(['notDue', 'notDue', 'notDue', 'notDue']);
      expect(row.answered).toEqual(['notDue', 'notDue', 'notDue', 'notDue']);
      // Began more than LETTER_GRACE_DAYS ago: letter 1 is late again, its answer not yet.
      await db.execute(
        sql`update sponsorships set started_at = '2026-11-25T09:00:00Z'::timestamptz - make_interval(days => ${LETTER_GRACE_DAYS + 6}) where id = ${pairOfB}`,
      );
      const later = rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.B)!;
      expect(later.sent[0]).toBe('late');
      expect(later.answered[0]).toBe('notDue');
    } finally {
      await db.execute(
        sql`update sponsorships set started_at = '2026-08-01T12:00:00Z' where id = ${pairOfB}`,
      );
    }
  });
});

describe('what the grid keeps in memory', () => {
  it('follows a new due date at once: the year, its letters and the agreements are re-read after a change', async () => {
    const before = rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.B)!;
    expect(before.sent[1]).toBe('notDue');
    const path = LETTER_PATHS.yearLetters.replace(':id', String(periodId));
    const current = (await actors.SUPER_ADMIN.request('GET', path)).json<{
      letters: Array<{
        number: number;
        title: string;
        theme: string;
        dueDate: string | null;
        answerDueDate: string | null;
      }>;
    }>();
    const letters = current.letters.map((letter) =>
      letter.number === 2 ? { ...letter, dueDate: '2026-11-20' } : letter,
    );
    const saved = await actors.SUPER_ADMIN.request('PUT', path, { letters });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await grid(actors.SUPER_ADMIN);
    expect(after.columns.letters[1]?.dueDate).toBe('2026-11-20');
    expect(rowOf(after, sponsorIds.B)!.sent[1]).toBe('late');
  });
});

describe('a new version of an agreement', () => {
  it('keeps a signature done after a change that is not material, and heads each language with its own title', async () => {
    // The commitment's next version is written in Spanish only and published as not material.
    await writeAgreementDraft(actors.SUPER_ADMIN, 'sponsor-commitment', {
      language: 'es-CO',
      title: 'Compromiso',
      text: 'Escribiré cuatro cartas.',
    });
    const agreements = agreementListSchema.parse(
      (await actors.SUPER_ADMIN.request('GET', AGREEMENT_PATHS.agreements)).json(),
    ).items;
    const commitment = agreements.find((item) => item.key === 'sponsor-commitment')!;
    const published = await actors.SUPER_ADMIN.request(
      'POST',
      AGREEMENT_PATHS.agreementPublish.replace(':id', String(commitment.id)),
      { version: commitment.draftVersion, isMaterial: false },
    );
    expect(published.statusCode, published.body).toBe(200);
    const english = await grid(actors.SUPER_ADMIN);
    expect(english.columns.agreements).toEqual([
      { key: 'sponsor-commitment', title: 'Commitment' },
    ]);
    expect(rowOf(english, sponsorIds.A)?.agreements).toEqual([
      { key: 'sponsor-commitment', state: 'done' },
    ]);
    const spanish = await actors.SUPER_ADMIN.request(
      'GET',
      `${DOCUMENT_STATUS_PATHS.documentStatus}?periodId=${periodId}`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(documentStatusPageSchema.parse(spanish.json()).columns.agreements).toEqual([
      { key: 'sponsor-commitment', title: 'Compromiso' },
    ]);

    // A material change asks for the signature again.
    await publishAgreementText(actors.SUPER_ADMIN, 'sponsor-commitment', {
      language: 'en-US',
      title: 'Commitment',
      text: 'I will write four letters, on time.',
    });
    expect(rowOf(await grid(actors.SUPER_ADMIN), sponsorIds.A)?.agreements).toEqual([
      { key: 'sponsor-commitment', state: 'missing' },
    ]);
  });
});
