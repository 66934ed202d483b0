// The four letters of a year: the programme's default due dates until a coordinator sets them,
// each writer's due and late letters in their overview, and bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LETTER_GRACE_DAYS,
  letterOverviewSchema,
  yearLettersSchema,
  LETTER_PATHS,
} from '@portal/shared';
import {
  createLettersWorld,
  letterBody,
  removeLetters,
  write,
  type LettersWorld,
} from './letters-fixture';

let world: LettersWorld;

beforeAll(async () => {
  world = await createLettersWorld();
});
afterAll(() => world.ctx.close());

describe('the year letters and what is due', () => {
  it('spreads default due dates over the year until a coordinator sets them', async () => {
    const { actors } = world;
    await world.ctx.database.db.execute(
      sql`delete from letters where period_id = ${world.periodId}`,
    );
    const url = LETTER_PATHS.yearLetters.replace(':id', String(world.periodId));
    const defaults = yearLettersSchema.parse((await actors.ADMIN.request('GET', url)).json());
    expect(defaults.customised).toBe(false);
    expect(defaults.letters.map((letter) => letter.number)).toEqual([1, 2, 3, 4]);
    expect(defaults.letters[0]).toMatchObject({ title: 'Letter 1', theme: 'Introduce yourself' });
    const dates = defaults.letters.flatMap((letter) => [letter.dueDate!, letter.answerDueDate!]);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]! > '2026-08-01' && dates.at(-1)! < '2027-07-31').toBe(true);
  });

  it('shows each writer what is due and what is late', async () => {
    const { actors } = world;
    await removeLetters(world, world.pairs.C);
    // This sponsorship began with the year, before any letter was due.
    await world.ctx.database.db.execute(
      sql`update sponsorships set started_at = '2026-08-01T12:00:00Z' where id = ${world.pairs.C}`,
    );
    const url = LETTER_PATHS.yearLetters.replace(':id', String(world.periodId));
    const set = await actors.SUPER_ADMIN.request('PUT', url, {
      letters: [
        {
          number: 1,
          title: 'Hello',
          theme: 'Introduce yourself',
          dueDate: '2026-11-20',
          answerDueDate: '2026-12-20',
        },
        {
          number: 2,
          title: 'Family',
          theme: 'My family',
          dueDate: '2026-11-30',
          answerDueDate: '2027-01-10',
        },
        { number: 3, title: 'Dreams', theme: 'My dreams', dueDate: null, answerDueDate: null },
        {
          number: 4,
          title: 'Looking back',
          theme: 'The year',
          dueDate: '2027-05-01',
          answerDueDate: '2027-06-01',
        },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(yearLettersSchema.parse(set.json()).customised).toBe(true);
    const fourth = await write(
      world,
      actors.SPONSOR_C,
      letterBody(world.pairs.C, { number: 4, send: true }),
    );
    expect(fourth.status).toBe('delivered');

    const overview = letterOverviewSchema.parse(
      (await actors.SPONSOR_C.request('GET', LETTER_PATHS.letterOverview)).json(),
    );
    expect(overview).toMatchObject({ writer: 'sponsor', mayWrite: true, writeBlock: null });
    const slots = overview.sponsorships.find(
      (item) => item.sponsorshipId === world.pairs.C,
    )!.letters;
    expect(slots.map((slot) => [slot.number, slot.dueState, slot.daysLeft])).toEqual([
      [1, 'late', -5],
      [2, 'due', 5],
      [3, 'open', null],
      [4, 'sent', null],
    ]);
    const forStudent = letterOverviewSchema.parse(
      (await actors.STUDENT_C.request('GET', LETTER_PATHS.letterOverview)).json(),
    );
    const studentSlots = forStudent.sponsorships[0]!.letters;
    expect(forStudent.writer).toBe('student');
    expect(forStudent.sponsorships[0]!.other).toMatchObject({
      kind: 'sponsor',
      firstName: 'Chloe',
      lastName: null,
    });
    expect(studentSlots[0]).toMatchObject({
      myDueDate: '2026-12-20',
      dueState: 'due',
      daysLeft: 25,
    });
    expect(studentSlots[3]?.theirs).not.toBeNull();
  });

  it('gives a sponsorship that began after a due date LETTER_GRACE_DAYS from its start, never "late" at once', async () => {
    const { actors } = world;
    // Letter 1 was due on 2026-11-20 and its answer on 2026-12-20; letter 2 on 2026-11-30 (set
    // above). Pair D began today, 2026-11-25.
    await world.ctx.database.db.execute(
      sql`update sponsorships set started_at = '2026-11-25T09:00:00Z' where id = ${world.pairs.D}`,
    );
    await removeLetters(world, world.pairs.D);
    const overview = letterOverviewSchema.parse(
      (await actors.SPONSOR_D.request('GET', LETTER_PATHS.letterOverview)).json(),
    );
    const slots = overview.sponsorships.find(
      (item) => item.sponsorshipId === world.pairs.D,
    )!.letters;
    expect(
      slots.map((slot) => [slot.number, slot.dueState, slot.daysLeft, slot.myDueDate]),
    ).toEqual([
      [1, 'due', LETTER_GRACE_DAYS, '2026-12-25'],
      [2, 'due', LETTER_GRACE_DAYS, '2026-12-25'],
      [3, 'open', null, null],
      [4, 'due', 157, '2027-05-01'],
    ]);
    // The answer keeps its month after the letter.
    const forStudent = letterOverviewSchema.parse(
      (await actors.STUDENT_D.request('GET', LETTER_PATHS.letterOverview)).json(),
    );
    expect(forStudent.sponsorships[0]!.letters[0]).toMatchObject({
      myDueDate: '2027-01-24',
      dueState: 'due',
    });
  });

  it("shows each reader the year's titles and themes in their language, else in the other one", async () => {
    const { actors } = world;
    const url = LETTER_PATHS.yearLetters.replace(':id', String(world.periodId));
    const slotsFor = async (language: string) =>
      letterOverviewSchema
        .parse(
          (
            await actors.STUDENT_C.request('GET', LETTER_PATHS.letterOverview, undefined, {
              'accept-language': language,
            })
          ).json(),
        )
        .sponsorships[0]!.letters.map((slot) => [slot.title, slot.theme]);
    const current = yearLettersSchema.parse((await actors.ADMIN.request('GET', url)).json());
    const letters = current.letters.map((letter) =>
      letter.number === 1
        ? { ...letter, titleEs: 'Hola', themeEs: 'Preséntese' }
        : { ...letter, titleEs: '', themeEs: '' },
    );
    const saved = await actors.SUPER_ADMIN.request('PUT', url, { letters });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(yearLettersSchema.parse(saved.json()).letters[0]).toMatchObject({
      title: 'Hello',
      titleEs: 'Hola',
      themeEs: 'Preséntese',
    });
    expect((await slotsFor('es-CO')).slice(0, 2)).toEqual([
      ['Hola', 'Preséntese'],
      ['Family', 'My family'],
    ]);
    expect((await slotsFor('en-US')).slice(0, 2)).toEqual([
      ['Hello', 'Introduce yourself'],
      ['Family', 'My family'],
    ]);
    // The programme's defaults come in both languages.
    await world.ctx.database.db.execute(
      sql`delete from letters where period_id = ${world.periodId}`,
    );
    expect((await slotsFor('es-CO'))[1]).toEqual(['Carta 2', 'Mi familia y mi comunidad']);
    expect((await slotsFor('en-US'))[1]).toEqual(['Letter 2', 'My family and my community']);
  });

  it("saves two coordinators replacing the year's letters at once, one after the other", async () => {
    const { actors } = world;
    const url = LETTER_PATHS.yearLetters.replace(':id', String(world.periodId));
    const current = yearLettersSchema.parse((await actors.ADMIN.request('GET', url)).json());
    const titled = (title: string) =>
      current.letters.map((letter) => ({ ...letter, title: `${title} ${letter.number}` }));
    const answers = await Promise.all(
      ['First', 'Second', 'Third'].map((title) =>
        actors.SUPER_ADMIN.request('PUT', url, { letters: titled(title) }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const saved = yearLettersSchema.parse((await actors.ADMIN.request('GET', url)).json());
    expect(saved.letters).toHaveLength(current.letters.length);
    expect(['First 1', 'Second 1', 'Third 1']).toContain(saved.letters[0]!.title);
  });

  it('refuses an answer due before its letter, and a closed or unknown year', async () => {
    const { actors } = world;
    const url = LETTER_PATHS.yearLetters.replace(':id', String(world.periodId));
    const letters = [1, 2, 3, 4].map((number) => ({
      number,
      title: 'T',
      theme: 'T',
      dueDate: '2026-12-01',
      answerDueDate: number === 2 ? '2026-11-01' : null,
    }));
    const early = await actors.SUPER_ADMIN.request('PUT', url, { letters });
    expect(early.statusCode).toBe(400);
    const twice = await actors.SUPER_ADMIN.request('PUT', url, {
      letters: [...letters.slice(0, 3), { ...letters[0] }],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await actors.SUPER_ADMIN.request(
      'PUT',
      LETTER_PATHS.yearLetters.replace(':id', '2147483000'),
      { letters: letters.map((letter) => ({ ...letter, answerDueDate: null })) },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
