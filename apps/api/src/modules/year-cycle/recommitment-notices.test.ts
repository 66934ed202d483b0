// The recommitment e-mails, through the mail queue to a real SMTP server: one per sponsor when
// recommit runs, in their account's language, naming their students; a reminder a week later
// while a request waits, never two in a week, none once answered, also when two processes look
// at the same time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { myRecommitmentsSchema, YEAR_CYCLE_PATHS } from '@portal/shared';
import { buildTestApp, createTestContext, type TestApp } from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import {
  answerPath,
  clearYears,
  createCycleWorld,
  createYear,
  newSponsor,
  newStudent,
  pair,
  recommitPath,
  type CycleWorld,
} from './year-cycle-fixture';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new ManualClock(new Date('2026-06-15T15:00:00Z'));
let world: CycleWorld;
let smtp: TestSmtpServer;
let second: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const ctx = await createTestContext({ clock, env: { SMTP_URL: smtp.url } });
  second = await buildTestApp(ctx.testDatabase.openAnother(), { clock });
  world = await createCycleWorld(ctx, clock);
});
afterAll(async () => {
  await second.close();
  await world.ctx.close();
  await smtp.close();
});
beforeEach(() => clearYears(world));

/** Every e-mail the queue has taken, delivered. */
async function delivered() {
  await world.ctx.app.platform.background.flush();
  await world.ctx.app.platform.mailer.flush();
}

/** The last e-mails about every request were sent `days` earlier. */
async function daysPass(days: number) {
  await world.ctx.database.db.execute(
    sql`update recommitments set reminded_at = reminded_at - ${days * DAY_MS} * interval '1 millisecond'`,
  );
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

describe('recommitment e-mails', () => {
  it('tells each sponsor once, in their language, then reminds weekly until they answer', async () => {
    await createYear(world, 2025, true);
    const english = await newSponsor(world);
    const spanish = await newSponsor(world, { language: 'es-CO' });
    const [s1, s2] = [await newStudent(world), await newStudent(world)];
    await pair(world, s1, english.sponsorId);
    await pair(world, s2, english.sponsorId);
    await pair(world, s1, spanish.sponsorId);
    const next = await createYear(world, 2026, false);
    const run = await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), {
      dryRun: false,
    });
    expect(run.statusCode, run.body).toBe(200);
    await delivered();
    const [toEnglish] = mailsTo(english.email);
    expect(mailsTo(english.email)).toHaveLength(1);
    expect(toEnglish?.subject).toBe('Will you sponsor again in 2026-2027?');
    expect(toEnglish?.text).toMatch(/- Niño\d+\r?\n- Niño\d+/);
    expect(toEnglish?.text).toContain('/edrocks');
    const [toSpanish] = mailsTo(spanish.email);
    expect(toSpanish?.subject).toBe('¿Seguirá apadrinando en 2026-2027?');
    expect(toSpanish?.text).toContain('Cambié de opinión');

    // Within the week nothing more, however many processes look. (Time passes for the
    // e-mails only: the sessions' tokens follow the same clock.)
    await daysPass(6);
    await Promise.all([world.ctx.app.yearCycle.sendNotices(), second.app.yearCycle.sendNotices()]);
    await delivered();
    expect(mailsTo(english.email)).toHaveLength(1);

    // The Spanish sponsor answers; a week after the first e-mail only the other is reminded.
    const [request] = myRecommitmentsSchema.parse(
      (await spanish.request('GET', YEAR_CYCLE_PATHS.recommitmentsMine)).json(),
    ).items;
    await spanish.request('POST', answerPath(request!.id), { answer: 'recommit' });
    await daysPass(1);
    const queued = await Promise.all([
      world.ctx.app.yearCycle.sendNotices(),
      second.app.yearCycle.sendNotices(),
    ]);
    expect(queued[0] + queued[1]).toBe(1);
    await delivered();
    expect(mailsTo(english.email)).toHaveLength(2);
    expect(mailsTo(english.email)[1]?.subject).toBe(
      'Reminder: your answer for 2026-2027 is waiting',
    );
    expect(mailsTo(spanish.email)).toHaveLength(1);
  });

  it('sends nothing for a preview', async () => {
    await createYear(world, 2025, true);
    const sponsor = await newSponsor(world);
    await pair(world, await newStudent(world), sponsor.sponsorId);
    const next = await createYear(world, 2026, false);
    await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), { dryRun: true });
    await delivered();
    expect(mailsTo(sponsor.email)).toEqual([]);
  });
});
