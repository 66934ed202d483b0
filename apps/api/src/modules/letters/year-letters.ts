// The four letters of a year (titles, themes, due dates) on the Years screen, the programme's
// defaults until a coordinator sets them, and where a writer stands with each (due, late, sent).
import {
  LETTER_NUMBERS,
  type LetterDueState,
  type LetterStatus,
  type YearLetters,
  type YearLettersBody,
} from '@portal/shared';
import { appError } from '../../lib/errors';
import { findYear } from '../periods/periods.service';
import type { LettersContext } from './letters-context';
import { defaultYearLetterDates } from './year-letter-dates';
import { findYearLetterRows, replaceYearLetters } from './year-letters.repo';

const DAY_MS = 86_400_000;

/** The year's own letters, or the programme's defaults dated within the year. */
export async function lettersOfYear(
  { db }: LettersContext,
  year: { id: number; startDate: string; endDate: string },
): Promise<YearLetters> {
  const periodId = year.id;
  const { own, defaults } = await findYearLetterRows(db, periodId);
  if (own.length > 0)
    return {
      periodId,
      customised: true,
      letters: own.map((row) => ({
        number: row.number,
        title: row.title,
        theme: row.theme,
        titleEs: row.titleEs,
        themeEs: row.themeEs,
        dueDate: row.dueDate,
        answerDueDate: row.answerDueDate,
      })),
    };
  return {
    periodId,
    customised: false,
    letters: LETTER_NUMBERS.map((number) => {
      const row = defaults.find((item) => item.number === number);
      const dates = defaultYearLetterDates(year.startDate, year.endDate, number);
      return {
        number,
        title: row?.title ?? `Letter ${number}`,
        theme: row?.theme ?? '',
        titleEs: row?.titleEs ?? `Carta ${number}`,
        themeEs: row?.themeEs ?? '',
        ...dates,
      };
    }),
  };
}

async function yearLettersOf(
  context: LettersContext,
  periodId: number,
): Promise<YearLetters | undefined> {
  const year = await findYear(context.db, periodId);
  return year && lettersOfYear(context, year);
}

function todayUtc({ clock }: LettersContext): string {
  return clock.now().toISOString().slice(0, 10);
}

/** Where a writer stands with one letter: sent once it left, else due or late by its date. */
export function dueStateOf(
  context: LettersContext,
  status: LetterStatus | undefined,
  due: string | null,
): { dueState: LetterDueState; daysLeft: number | null } {
  if (status === 'in_review' || status === 'delivered') return { dueState: 'sent', daysLeft: null };
  if (due === null) return { dueState: 'open', daysLeft: null };
  const daysLeft = Math.round(
    (Date.parse(`${due}T00:00:00Z`) - Date.parse(`${todayUtc(context)}T00:00:00Z`)) / DAY_MS,
  );
  return { dueState: daysLeft < 0 ? 'late' : 'due', daysLeft };
}

export async function getYearLetters(
  context: LettersContext,
  periodId: number,
): Promise<YearLetters> {
  const letters = await yearLettersOf(context, periodId);
  if (!letters) throw appError('NOT_FOUND');
  return letters;
}

export async function setYearLetters(
  context: LettersContext,
  periodId: number,
  body: YearLettersBody,
): Promise<YearLetters> {
  const { db } = context;
  const year = await findYear(db, periodId);
  if (!year) throw appError('NOT_FOUND');
  if (year.status === 'closed') throw appError('PERIOD_CLOSED');
  const rows = [...body.letters]
    .sort((a, b) => a.number - b.number)
    .map((letter) => ({
      number: letter.number,
      title: letter.title,
      theme: letter.theme,
      titleEs: letter.titleEs ?? '',
      themeEs: letter.themeEs ?? '',
      dueDate: letter.dueDate,
      answerDueDate: letter.answerDueDate,
    }));
  await db.transaction((tx) => replaceYearLetters(tx, periodId, rows));
  return (await yearLettersOf(context, periodId)) as YearLetters;
}
