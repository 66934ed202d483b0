// The demo data set: idempotent, and every listed account signs in with its listed password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DATA_REQUEST_PATHS,
  dataRequestPageSchema,
  letterPageSchema,
  listsResponseSchema,
  myAgreementsSchema,
  reviewQueuePageSchema,
  parentAgreementStatusSchema,
  normalizeRegistrationCode,
  periodPageSchema,
  sponsorshipPageSchema,
  placePageSchema,
  sponsorDetailsSchema,
  sponsorPageSchema,
  studentPageSchema,
  TICKET_CHECK_IN_ENDPOINTS,
  AGREEMENT_PATHS,
  LETTER_PATHS,
  MEETING_PATHS,
  PERIOD_PATHS,
  PLACE_PATHS,
  SPONSORSHIP_PATHS,
  SPONSOR_PATHS,
  STUDENT_ENDPOINTS,
  STUDENT_PATHS,
  endpointPath,
  guardianAuthorisationAnswerSchema,
} from '@portal/shared';
import path from 'node:path';
import { createLocalFileStore } from '../../lib/files/local-file-store';
import { createPasswordHasher } from '../../lib/passwords';
import { sql } from 'drizzle-orm';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_SCOPE,
  DEMO_SPONSORS,
  seedDemoData,
  seedDemoPeriods,
} from './demo-data';
import { DEMO_TICKET_CODES } from './demo-events';
import { DEMO_STUDENTS_WITHOUT_GUARDIAN_AUTHORISATION } from './demo-guardian';

const API_TICKET_CHECK_IN = TICKET_CHECK_IN_ENDPOINTS.checkIn.path;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('can run twice and lets every demo account sign in', async () => {
    const passwords = createPasswordHasher(ctx.config.argon2);
    const store = createLocalFileStore(path.join(ctx.config.dataDir, 'uploads'));
    await seedDemoData(ctx.database.db, passwords, undefined, store);
    await seedDemoData(ctx.database.db, passwords, undefined, store);
    const lists = listsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: API.lists })).json(),
    );
    expect(lists.schools).toHaveLength(3);
    expect(lists.villages).toHaveLength(4);
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.role)).size).toBe(5);
    for (const account of DEMO_ACCOUNTS) {
      const session = await ctx.login(account.email, account.password);
      expect(session.data).toMatchObject({ role: account.role, language: account.language });
    }
  });

  it("has most students' guardian authorisations on file, with the signed PDF, and a few missing", async () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const session = await ctx.login(superAdmin?.email ?? '', superAdmin?.password);
    const headers = { authorization: `Bearer ${session.access}` };
    const missing = studentPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${STUDENT_PATHS.students}?guardian=missing`,
          headers,
        })
      ).json(),
    );
    expect(missing.total).toBe(DEMO_STUDENTS_WITHOUT_GUARDIAN_AUTHORISATION.length);
    const onFile = studentPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${STUDENT_PATHS.students}?guardian=onFile&pageSize=1`,
          headers,
        })
      ).json(),
    );
    expect(onFile.total).toBe(20 - DEMO_STUDENTS_WITHOUT_GUARDIAN_AUTHORISATION.length);
    const answer = guardianAuthorisationAnswerSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: endpointPath(STUDENT_ENDPOINTS.getGuardianAuthorisation, {
            id: onFile.items[0]!.id,
          }),
          headers,
        })
      ).json(),
    );
    const document = await ctx.app.inject({
      method: 'GET',
      url: answer.authorisation!.document.url,
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('scopes the demo admin to one school and one village, by their registration codes', async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN');
    const { access } = await ctx.login(admin?.email ?? '', admin?.password);
    const headers = { authorization: `Bearer ${access}` };
    const schools = placePageSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: PLACE_PATHS.schools, headers })).json(),
    );
    const villages = placePageSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: PLACE_PATHS.villages, headers })).json(),
    );
    expect(schools.items.map((place) => place.registrationCode)).toEqual([
      normalizeRegistrationCode(DEMO_ADMIN_SCOPE.schoolCode),
    ]);
    expect(villages.items.map((place) => place.registrationCode)).toEqual([
      normalizeRegistrationCode(DEMO_ADMIN_SCOPE.villageCode),
    ]);
  });

  it('has twenty students over the demo villages; the demo student signs in as one of them', async () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT');
    const asSuperAdmin = await ctx.login(superAdmin?.email ?? '', superAdmin?.password);
    const all = studentPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${STUDENT_PATHS.students}?q=nunez`,
          headers: { authorization: `Bearer ${asSuperAdmin.access}` },
        })
      ).json(),
    );
    expect(all.items.map((item) => item.fullName)).toEqual([
      'Andrés Felipe Núñez',
      'José Pérez Núñez',
    ]);
    const asStudent = await ctx.login(student?.email ?? '', student?.password);
    const own = studentPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: STUDENT_PATHS.students,
          headers: { authorization: `Bearer ${asStudent.access}` },
        })
      ).json(),
    );
    expect(own.items.map((item) => item.fullName)).toEqual(['Mateo García']);
    const total = studentPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: STUDENT_PATHS.students,
          headers: { authorization: `Bearer ${asSuperAdmin.access}` },
        })
      ).json(),
    ).total;
    expect(total).toBe(20);
  });

  it('links the demo sponsor account to a sponsor record with her parents, among the demo sponsors', async () => {
    const sponsor = DEMO_ACCOUNTS.find((account) => account.role === 'SPONSOR');
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const asSponsor = await ctx.login(sponsor?.email ?? '', sponsor?.password);
    const own = sponsorDetailsSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: SPONSOR_PATHS.sponsorsMe,
          headers: { authorization: `Bearer ${asSponsor.access}` },
        })
      ).json(),
    );
    expect(own).toMatchObject({
      fullName: 'Emily Johnson',
      isMinor: true,
      userId: asSponsor.data.id,
    });
    // Her mother was recorded by a coordinator; her father she entered herself: he waits.
    expect(own.parents.map((parent) => [parent.fullName, parent.isConfirmed])).toEqual([
      ['Sarah Johnson', true],
      ['David Johnson', false],
    ]);
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN');
    const asAdmin = await ctx.login(admin?.email ?? '', admin?.password);
    const seenByAdmin = sponsorDetailsSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: SPONSOR_PATHS.sponsor.replace(':id', String(own.id)),
          headers: { authorization: `Bearer ${asAdmin.access}` },
        })
      ).json(),
    );
    expect(seenByAdmin.parents.find((parent) => !parent.isConfirmed)?.fullName).toBe(
      'David Johnson',
    );
    const asSuperAdmin = await ctx.login(superAdmin?.email ?? '', superAdmin?.password);
    const all = sponsorPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: SPONSOR_PATHS.sponsors,
          headers: { authorization: `Bearer ${asSuperAdmin.access}` },
        })
      ).json(),
    );
    expect(all.total).toBe(DEMO_SPONSORS.length);
  });

  it('has the current year available, the one before closed and the next one a draft', async () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const session = await ctx.login(superAdmin?.email ?? '', superAdmin?.password);
    const years = periodPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: PERIOD_PATHS.periods,
          headers: { authorization: `Bearer ${session.access}` },
        })
      ).json(),
    );
    expect(years.items.map((year) => year.status)).toEqual(['draft', 'available', 'closed']);
    const available = years.items[1]!;
    const today = new Date().toISOString().slice(0, 10);
    expect(available.startDate <= today && today <= available.endDate).toBe(true);
    // A second run adds no years.
    await seedDemoPeriods(ctx.database.db, new Date());
    expect(
      periodPageSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: PERIOD_PATHS.periods,
            headers: { authorization: `Bearer ${session.access}` },
          })
        ).json(),
      ).total,
    ).toBe(3);
  });

  it('pairs the demo sponsors in the available year; the demo student has three sponsors', async () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const session = await ctx.login(superAdmin?.email ?? '', superAdmin?.password);
    const page = sponsorshipPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: SPONSORSHIP_PATHS.sponsorships,
          headers: { authorization: `Bearer ${session.access}` },
        })
      ).json(),
    );
    expect(page.total).toBeGreaterThanOrEqual(DEMO_SPONSORS.length - 1);
    const perStudent = new Map<number, number>();
    for (const item of page.items) {
      perStudent.set(item.student.id, (perStudent.get(item.student.id) ?? 0) + 1);
    }
    expect(Math.max(...perStudent.values())).toBe(3);
    const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT');
    const asStudent = await ctx.login(student?.email ?? '', student?.password);
    const cards = (
      await ctx.app.inject({
        method: 'GET',
        url: SPONSOR_PATHS.mySponsors,
        headers: { authorization: `Bearer ${asStudent.access}` },
      })
    ).json() as { items: unknown[] };
    expect(cards.items).toHaveLength(3);
  });

  it('shows a signed parent agreement (with its PDF) and one waiting, whose link is in the outbox', async () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const session = await ctx.login(superAdmin?.email ?? '', superAdmin?.password);
    const headers = { authorization: `Bearer ${session.access}` };
    const sponsorsPage = sponsorPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${SPONSOR_PATHS.sponsors}?pageSize=50`,
          headers,
        })
      ).json(),
    );
    const idOf = (email: string) => sponsorsPage.items.find((item) => item.email === email)!.id;
    const stateOf = async (email: string) =>
      parentAgreementStatusSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `${AGREEMENT_PATHS.parentAgreement}?sponsorId=${idOf(email)}`,
            headers,
          })
        ).json(),
      );
    const signed = await stateOf('santiago.restrepo@example.org');
    expect(signed).toMatchObject({ state: 'signed', signature: { signerName: 'Claudia Vélez' } });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: AGREEMENT_PATHS.agreementSignaturePdf.replace(
        ':id',
        String(signed.signature!.signatureIds[0]),
      ),
      headers,
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await stateOf('daniela.zapata@example.org')).state).toBe('sent');
    expect((await stateOf('sponsor@example.org')).state).toBe('notSent');
    const [mail] = await queryRows<{ text: string }>(
      ctx.database,
      sql`select text from mail_outbox where to_address = 'oscar.zapata@example.org'`,
    );
    const key = /\/agreement\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const page = await ctx.app.inject({
      method: 'GET',
      url: AGREEMENT_PATHS.publicAgreement.replace(':key', key),
    });
    expect(page.json()).toMatchObject({ language: 'es-CO', sponsorName: 'Daniela Zapata Ríos' });
  });

  it('publishes the default agreement texts, which the demo sponsor has still to sign', async () => {
    const sponsor = DEMO_ACCOUNTS.find((account) => account.role === 'SPONSOR')!;
    const { access } = await ctx.login(sponsor.email, sponsor.password);
    const mine = myAgreementsSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: AGREEMENT_PATHS.agreementsMine,
          headers: { authorization: `Bearer ${access}` },
        })
      ).json(),
    );
    expect(mine.notPublished).toEqual([]);
    expect(mine.items.map((item) => [item.key, item.state, item.needsReview])).toEqual([
      ['sponsor-commitment', 'toSign', true],
      ['child-protection', 'toSign', true],
    ]);
  });

  it('has letters on every letters screen: a conversation, a draft, and the review queue', async () => {
    const signIn = async (role: string) => {
      const account = DEMO_ACCOUNTS.find((item) => item.role === role)!;
      const { access } = await ctx.login(account.email, account.password);
      return { authorization: `Bearer ${access}` };
    };
    const student = await signIn('STUDENT');
    const inbox = letterPageSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: LETTER_PATHS.letters, headers: student })).json(),
    );
    expect(inbox.items.map((letter) => letter.subject)).toContain('¡Hola desde Boston!');
    const sponsor = await signIn('SPONSOR');
    const drafts = letterPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${LETTER_PATHS.letters}?box=drafts`,
          headers: sponsor,
        })
      ).json(),
    );
    expect(drafts.items.map((letter) => letter.number)).toEqual([2]);
    const queue = reviewQueuePageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: LETTER_PATHS.letterReviewQueue,
          headers: await signIn('SUPER_ADMIN'),
        })
      ).json(),
    );
    expect(queue.items.map((item) => item.reasons).flat()).toEqual(
      expect.arrayContaining(['safeguarding', 'translation']),
    );
  });

  it('runs the leadership curriculum: meetings held and to come, one open now, two distinctions earned', async () => {
    const meetingsPerYear = await queryRows<{ name: string; meetings: number }>(
      ctx.database,
      sql`select p.name, count(m.id)::int as meetings from meetings m join periods p on p.id = m.period_id group by p.name order by p.name`,
    );
    expect(meetingsPerYear.map((row) => row.meetings)).toEqual([30, 30]);
    // Earned, not typed in: last year's ten meetings, five assessments and four letters.
    const holders = await queryRows<{ email: string }>(
      ctx.database,
      sql`select email from sponsors where leadership_distinction order by email`,
    );
    expect(holders.map((row) => row.email)).toEqual([
      'ashley.williams@example.org',
      'santiago.restrepo@example.org',
    ]);
    // The demo sponsor's school meets now: the code shown to coordinators works for them.
    const [open] = await queryRows<{ code: string }>(
      ctx.database,
      sql`select m.code from meetings m join sponsors s on s.school_id = m.school_id where s.email = 'sponsor@example.org' and m.starts_at <= now() and now() < m.starts_at + make_interval(mins => m.code_window_minutes)`,
    );
    expect(open).toBeDefined();
    const progress = async () =>
      (
        await queryRows<{ meetings: number; assessments: number }>(
          ctx.database,
          sql`select lp.meetings_attended as meetings, lp.assessments_submitted as assessments from leadership_progress lp join sponsors s on s.id = lp.sponsor_id join periods p on p.id = lp.period_id where s.email = 'sponsor@example.org' and p.status = 'available'`,
        )
      )[0];
    const before = await progress();
    expect(before?.assessments).toBe(1);
    const account = DEMO_ACCOUNTS.find((item) => item.role === 'SPONSOR')!;
    const { access } = await ctx.login(account.email, account.password);
    const entered = await ctx.app.inject({
      method: 'POST',
      url: MEETING_PATHS.attendance,
      headers: { authorization: `Bearer ${access}` },
      payload: { code: open?.code.toLowerCase() },
    });
    expect(entered.statusCode).toBe(201);
    expect((await progress())?.meetings).toBe((before?.meetings ?? 0) + 1);
  });

  it('has events whose first demo tickets check in with the codes the README gives, once', async () => {
    const published = await ctx.app.inject({ method: 'GET', url: '/edrocks/public/events' });
    expect(published.statusCode).toBe(200);
    expect(published.json<{ items: unknown[] }>().items.length).toBeGreaterThanOrEqual(2);
    const admin = DEMO_ACCOUNTS.find((item) => item.role === 'ADMIN')!;
    const { access } = await ctx.login(admin.email, admin.password);
    const checkIn = (code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: API_TICKET_CHECK_IN,
        headers: { authorization: `Bearer ${access}` },
        payload: { code },
      });
    const [first] = DEMO_TICKET_CODES;
    const shown = `${first!.slice(0, 4)}-${first!.slice(4, 8)}-${first!.slice(8)}`.toLowerCase();
    expect((await checkIn(shown)).statusCode).toBe(200);
    const again = await checkIn(first!);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('TICKET_ALREADY_CHECKED_IN');
  });

  it('has data requests in both languages, one of them overdue, run twice or not', async () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN');
    const { access } = await ctx.login(superAdmin?.email ?? '', superAdmin?.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: DATA_REQUEST_PATHS.requests,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = dataRequestPageSchema.parse(response.json());
    expect(page.total).toBe(4);
    expect(page.overdue).toBe(1);
    expect(page.items[0]).toMatchObject({ kind: 'erase', isOverdue: true });
    expect(page.items.some((item) => item.source === 'self')).toBe(true);
  });
});
