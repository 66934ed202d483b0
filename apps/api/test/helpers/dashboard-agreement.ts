// The coordinators' dashboard against the lists and reports it links to: for one caller, every
// figure equals the total of the list or report behind it, read by the same caller. Shared by the
// demo data's test and the generated set's.
import { expect } from 'vitest';
import {
  DASHBOARD_ENDPOINTS,
  DONATION_ENDPOINTS,
  LEADERSHIP_REPORT_ENDPOINTS,
  LETTER_ENDPOINTS,
  REPORT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  STUDENT_ENDPOINTS,
  type CoordinatorDashboard,
  type LettersReportPage,
} from '@portal/shared';

/** Reads an endpoint as the caller (200 expected) and answers its body. */
export type Reader = <Body>(path: string, query?: Record<string, string>) => Promise<Body>;

/** Checks every figure of the caller's dashboard; answers the figures. */
export async function expectFiguresEqualLists(read: Reader): Promise<CoordinatorDashboard> {
  const figures = await read<CoordinatorDashboard>(DASHBOARD_ENDPOINTS.get.path);
  const total = async (path: string, query: Record<string, string> = {}) =>
    (await read<{ total: number }>(path, { ...query, pageSize: '1' })).total;
  const students = (query: Record<string, string>) => total(STUDENT_ENDPOINTS.list.path, query);
  expect(await students({})).toBe(figures.students.total);
  expect(await students({ sponsors: 'any' })).toBe(figures.students.sponsored);
  expect(await students({ status: 'active', sponsors: 'none' })).toBe(figures.students.waiting);
  for (const [count, key] of [
    ['1', 'one'],
    ['2', 'two'],
    ['3', 'three'],
  ] as const)
    expect(await students({ sponsors: count })).toBe(figures.students.bySponsors[key]);
  const sponsors = (query: Record<string, string>) => total(SPONSOR_ENDPOINTS.list.path, query);
  expect(await sponsors({ active: 'true' })).toBe(figures.sponsors.active);
  expect(await sponsors({ joined: 'thisYear' })).toBe(figures.sponsors.newThisYear);
  expect(await sponsors({ parents: 'unconfirmed' })).toBe(
    figures.actions.unconfirmedParentContacts,
  );
  expect(await total(REPORT_ENDPOINTS.lapsedSponsors.path)).toBe(figures.sponsors.lapsed);
  expect(await total(LETTER_ENDPOINTS.reviewQueue.path)).toBe(figures.letters.inReview);
  const waiting = await read<{ items: Array<{ id: number }> }>(
    REPORT_ENDPOINTS.waitingStudents.path,
    { pageSize: '5' },
  );
  expect(figures.longestWaiting.map((student) => student.id)).toEqual(
    waiting.items.map((student) => student.id),
  );
  expect(
    await total(DONATION_ENDPOINTS.list.path, {
      periodId: String(figures.year!.id),
      status: 'confirmed',
    }),
  ).toBe(figures.money!.thisYear.gifts);
  const completion = await read<{ total: number; totalKind: string; withDistinction: number }>(
    LEADERSHIP_REPORT_ENDPOINTS.completion.path,
    { pageSize: '1' },
  );
  expect(figures.leadership.sponsors).toBe(completion.total);
  expect(figures.leadership.sponsorsKind).toBe(completion.totalKind);
  expect(figures.leadership.withDistinction).toBe(completion.withDistinction);
  const letters = await read<LettersReportPage>(REPORT_ENDPOINTS.letters.path, {
    periodId: String(figures.year!.id),
    pageSize: '100',
  });
  expect(letters.totals.late).toBe(figures.letters.late);
  expect(letters.totals.due).toBe(figures.letters.due);
  expect(letters.perMonth).toEqual(figures.letters.perMonth);
  return figures;
}
