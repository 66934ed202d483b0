// The letters report: per dated letter of the year and writer (the sponsor's letter N, the
// student's answer N), over the year's current sponsorships of the filters, how many were sent
// (delivered), are in review, are late and are due soon, with the totals and the letters sent
// per month. Every figure is the letters area's own count, the one the dashboard's letters
// figures sum, so that the two always agree; the report has at most eight rows, so it is
// assembled and paged here.
import {
  LAST_PAGE_CURSOR,
  normalizeSearchText,
  type LetterReportRow,
  type LettersReportPage,
  type LettersReportSortField,
  type LetterWriter,
  type Period,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { emptyPage } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import {
  exportOfYear,
  reportYear,
  type ReportPlaceQuery,
  type ReportsContext,
} from './reports-context';

interface LettersReportQuery extends ReportPlaceQuery {
  q?: string | undefined;
  writer?: LetterWriter | undefined;
  sort: LettersReportSortField;
  order: 'asc' | 'desc';
}

const NOTHING = { sent: 0, inReview: 0, late: 0, due: 0 };

/** The report's place filters as the letters area takes them (an absent one is no key). */
function placesOf(query: ReportPlaceQuery): { villageId?: number; schoolId?: number } {
  return {
    ...(query.villageId === undefined ? {} : { villageId: query.villageId }),
    ...(query.schoolId === undefined ? {} : { schoolId: query.schoolId }),
  };
}

/** Every row of the filters in the report's order: letter number, the sponsor's letter first. */
async function letterRows(
  { letters }: ReportsContext,
  auth: AuthContext,
  year: Period,
  query: LettersReportQuery,
): Promise<LetterReportRow[]> {
  const places = placesOf(query);
  const [yearLetters, pending, sent] = await Promise.all([
    letters.lettersOfYear(year),
    letters.pendingByLetter(auth, year, places),
    letters.sentByLetter(auth, year, places),
  ]);
  const words = query.q ? normalizeSearchText(query.q) : '';
  const rows = pending.flatMap(({ number, writer, late, due }) => {
    const letter = yearLetters.letters.find((item) => item.number === number);
    if (!letter) return [];
    if (query.writer !== undefined && query.writer !== writer) return [];
    if (words && !normalizeSearchText(`${letter.title} ${letter.titleEs}`).includes(words))
      return [];
    const counted = sent.find((item) => item.number === number && item.writer === writer);
    return [
      {
        number,
        writer,
        title: letter.title,
        titleEs: letter.titleEs,
        dueDate: writer === 'sponsor' ? letter.dueDate : letter.answerDueDate,
        sent: counted?.delivered ?? 0,
        inReview: counted?.inReview ?? 0,
        late,
        due,
      },
    ];
  });
  return query.order === 'desc' ? rows.reverse() : rows;
}

function totalsOf(rows: LetterReportRow[]) {
  return rows.reduce(
    (sum, row) => ({
      sent: sum.sent + row.sent,
      inReview: sum.inReview + row.inReview,
      late: sum.late + row.late,
      due: sum.due + row.due,
    }),
    NOTHING,
  );
}

/** The page asked for by number (the last one for the end's cursor): none past the last. */
function pageOf(rows: LetterReportRow[], { page, pageSize, cursor }: PageRequest) {
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const number = cursor === LAST_PAGE_CURSOR ? lastPage : page;
  const start = (number - 1) * pageSize;
  return {
    items: rows.slice(start, start + pageSize),
    total: rows.length,
    totalKind: 'exact' as const,
    page: number,
    pageSize,
    next: null,
    previous: null,
  };
}

export async function lettersReport(
  context: ReportsContext,
  auth: AuthContext,
  query: LettersReportQuery & PageRequest,
): Promise<LettersReportPage> {
  const year = await reportYear(context, auth, query);
  if (!year) return { ...emptyPage(query.pageSize), year: null, totals: NOTHING, perMonth: [] };
  const [rows, perMonth] = await Promise.all([
    letterRows(context, auth, year, query),
    context.letters.sentByMonth(auth, year, placesOf(query)),
  ]);
  return {
    ...pageOf(rows, query),
    year: { id: year.id, name: year.name },
    totals: totalsOf(rows),
    perMonth,
  };
}

/** Every row of the filtered report, in its order. */
export function lettersReportExport(
  context: ReportsContext,
  auth: AuthContext,
  query: LettersReportQuery,
): Promise<{ year: Period | undefined; rows: AsyncIterable<LetterReportRow> }> {
  return exportOfYear(context, auth, query, (year) =>
    (async function* rows() {
      yield* await letterRows(context, auth, year, query);
    })(),
  );
}
