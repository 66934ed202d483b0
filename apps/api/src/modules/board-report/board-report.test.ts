// The monthly programme report: its figures, its words and PDF in each language, and the monthly
// run, which sends one report a month however many processes look at once.
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import {
  clearYears,
  createCycleWorld,
  createYear,
  newSponsor,
  newStudent,
  pair,
  type CycleWorld,
} from '../year-cycle/year-cycle-fixture';
import { readBoardFigures } from './board-figures.repo';
import { boardReportMessage, renderBoardReportPdf } from './board-report-document';
import {
  nextRunAt,
  runBoardReportIfDue,
  type BoardReportCampaign,
  type BoardReportContext,
} from './board-report';
import { readSettings, saveSettings } from './board-report-settings.repo';

const clock = new ManualClock(new Date('2026-11-15T15:00:00Z'));
let world: CycleWorld;
let sent: BoardReportCampaign[];
let context: BoardReportContext;

/** Moves the test clock to a moment (back or forth). */
function setTime(iso: string) {
  clock.advance(Date.parse(iso) - clock.now().getTime());
}

beforeAll(async () => {
  world = await createCycleWorld(await createTestContext({ clock }), clock);
});
afterAll(() => world.ctx.close());
beforeEach(async () => {
  await clearYears(world);
  const db = world.ctx.database.db;
  await db.execute(sql`delete from board_members`);
  await db.execute(
    sql`update board_report_settings set enabled = false, day_of_month = 1, last_sent_month = null`,
  );
  sent = [];
  let id = 0;
  context = {
    db,
    clock,
    currency: 'USD',
    sendCampaign: async (campaign) => {
      sent.push(campaign);
      return { id: (id += 1) };
    },
  };
  setTime('2026-11-15T15:00:00Z');
});

async function addMember(email: string, language: 'en-US' | 'es-CO') {
  await world.ctx.database.db.execute(
    sql`insert into board_members (first_name, last_name, email, language) values ('Ana', 'Ríos', ${email}, ${language})`,
  );
}

describe('board figures', () => {
  it('counts the available year’s students, sponsors and letters', async () => {
    await createYear(world, 2026, true);
    const [a, b] = [await newStudent(world), await newStudent(world)];
    const sponsor = await newSponsor(world);
    await pair(world, a, sponsor.sponsorId);
    const figures = await readBoardFigures(world.ctx.database.db, clock.now());
    expect(figures.yearName).toBe('2026-2027');
    expect(figures.sponsors.active).toBe(1);
    expect(figures.students.sponsored).toBe(1);
    expect(figures.students.active).toBeGreaterThanOrEqual(2);
    expect(figures.students.waiting).toBe(figures.students.active - 1);
    expect(b).toBeGreaterThan(0);
  });

  it('answers zeros for the year when none is open', async () => {
    const figures = await readBoardFigures(world.ctx.database.db, clock.now());
    expect(figures.yearName).toBeNull();
    expect(figures.sponsors).toEqual({ active: 0, newThisYear: 0 });
  });
});

describe('board report words and PDF', () => {
  const figures = {
    yearName: '2026',
    students: { active: 1200, sponsored: 800, waiting: 400 },
    sponsors: { active: 650, newThisYear: 40 },
    letters: { delivered: 900, inReview: 12 },
    donations: { thisYearCents: 1_234_500, lastYearCents: 1_000_000, count: 87 },
    ticketsLastMonth: 33,
  };

  it('writes each language with the figures and leaves only the first name to fill', () => {
    const english = boardReportMessage({
      month: 'November 2026',
      figures,
      currency: 'USD',
      language: 'en-US',
    });
    const spanish = boardReportMessage({
      month: 'noviembre de 2026',
      figures,
      currency: 'USD',
      language: 'es-CO',
    });
    expect(english.subject).toBe('Programme report: November 2026');
    expect(english.body).toContain('Waiting for a sponsor: 400');
    expect(english.body).toContain('$12,345');
    expect(spanish.body).toContain('Esperando padrino: 400');
    expect(spanish.body).toContain('US$');
    for (const message of [english, spanish]) {
      expect(message.body.match(/\{\{\s*(\w+)\s*\}\}/g)).toEqual(['{{firstName}}']);
    }
  });

  it('renders a PDF in the member’s language', async () => {
    const pdf = await renderBoardReportPdf(
      { month: 'noviembre de 2026', figures, currency: 'USD', language: 'es-CO' },
      clock.now(),
    );
    const text = (await new PDFParse({ data: pdf }).getText()).text;
    expect(text).toContain('Informe del programa: noviembre de 2026');
    expect(text).toContain('Esperando padrino');
    expect(text).toContain('400');
  });
});

describe('the monthly run', () => {
  it('does nothing while off, before its day, or without members', async () => {
    const db = world.ctx.database.db;
    expect(await runBoardReportIfDue(context)).toBeNull();
    await saveSettings(db, { enabled: true, dayOfMonth: 20 }, clock.now());
    await addMember('board1@example.org', 'en-US');
    expect(await runBoardReportIfDue(context)).toBeNull();
    await db.execute(sql`delete from board_members`);
    setTime('2026-11-20T00:30:00Z');
    expect(await runBoardReportIfDue(context)).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends once a month however many processes look at once, in both languages', async () => {
    const db = world.ctx.database.db;
    await saveSettings(db, { enabled: true, dayOfMonth: 3 }, clock.now());
    await addMember('board1@example.org', 'en-US');
    await addMember('board2@example.org', 'es-CO');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => runBoardReportIfDue(context)),
    );
    expect(results.filter((id) => id !== null)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const [report] = sent;
    expect(report?.subject['es-CO']).toBe('Informe del programa: noviembre de 2026');
    expect(report?.attachments['en-US'][0]?.filename).toBe('report-2026-11.pdf');
    expect(report?.attachments['es-CO'][0]?.content.subarray(0, 4).toString()).toBe('%PDF');
    expect((await readSettings(db)).lastSentMonth).toBe('2026-11');
    expect(await runBoardReportIfDue(context)).toBeNull();

    setTime('2026-12-03T01:00:00Z');
    expect(await runBoardReportIfDue(context)).not.toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('gives the month back when the report could not be queued', async () => {
    const db = world.ctx.database.db;
    await saveSettings(db, { enabled: true, dayOfMonth: 1 }, clock.now());
    await addMember('board1@example.org', 'en-US');
    const failing = { ...context, sendCampaign: () => Promise.reject(new Error('queue down')) };
    await expect(runBoardReportIfDue(failing)).rejects.toThrow('queue down');
    expect((await readSettings(db)).lastSentMonth).toBeNull();
    expect(await runBoardReportIfDue(context)).not.toBeNull();
  });

  it('says when the next report goes', async () => {
    const row = await saveSettings(
      world.ctx.database.db,
      { enabled: true, dayOfMonth: 20 },
      clock.now(),
    );
    expect(nextRunAt(row, clock.now())?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(nextRunAt({ ...row, lastSentMonth: '2026-11' }, clock.now())?.toISOString()).toBe(
      '2026-12-20T00:00:00.000Z',
    );
    expect(nextRunAt({ ...row, dayOfMonth: 2 }, clock.now())?.toISOString()).toBe(
      '2026-11-15T15:00:00.000Z',
    );
    expect(nextRunAt({ ...row, enabled: false }, clock.now())).toBeNull();
  });
});
