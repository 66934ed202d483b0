// The students-list bench (students-list.ts): EXPLAIN of a scenario's page and count queries,
// held to the indexes they should use.
import { sql, type SQL } from 'drizzle-orm';
import { studentListQuerySchema, type StudentListQuery } from '@portal/shared';
import { type DatabaseHandle } from '../apps/api/src/db/client';
import { pageWindow } from '../apps/api/src/lib/list-page';
import type { AuthContext } from '../apps/api/src/lib/auth-context';
import { studentTotalQuery } from '../apps/api/src/modules/students/student-counts.repo';
import { studentSortKeys } from '../apps/api/src/modules/students/student-list-conditions';
import {
  studentPageQuery,
  studentSearchPageQuery,
} from '../apps/api/src/modules/students/student-page.repo';
import { studentVisibility } from '../apps/api/src/modules/students/students.repo';

export interface Scenario {
  name: string;
  query: StudentListQuery;
  /** For a deep page: the page before it, whose `next` cursor the scenario starts from. */
  cursorFromPage?: number;
}

export async function explain(database: DatabaseHandle, query: SQL): Promise<string[]> {
  const result = (await database.db.execute(sql`explain ${query}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => Object.values(row)[0] ?? '');
}

/**
 * The plans of the page and count queries of a scenario: the indexes used, and no full scan (on
 * a small table a full scan is the right plan, so only a large one is held to this).
 */
export async function checkPlans(
  database: DatabaseHandle,
  scenario: Scenario,
  query: StudentListQuery,
  isLarge: boolean,
): Promise<string> {
  const request = studentListQuerySchema.parse(query);
  // The plans a super admin's lists run (every student visible).
  const superAdmin: AuthContext = {
    userId: 0,
    role: 'SUPER_ADMIN',
    sessionId: 'bench',
    access: 'all',
  };
  const window = pageWindow(request, studentSortKeys(request.sort));
  const visibility = studentVisibility(superAdmin);
  const total = studentTotalQuery(database.db, superAdmin, request);
  // What the API sends (students.repo.ts, findStudentPageAndTotal): a search's first page and
  // its count in one query; a page carrying the counters' sum; or a page and a count apart.
  const isSearchStart = request.q !== undefined && window.shape === 'start';
  const queries: SQL[] = isSearchStart
    ? [studentSearchPageQuery(database.db, visibility, request, window).getSQL()]
    : total.counted
      ? [
          studentPageQuery(database.db, visibility, request, window).getSQL(),
          total.query.limit(total.limit + 1).getSQL(),
        ]
      : [studentPageQuery(database.db, visibility, request, window, total.query.getSQL()).getSQL()];
  const plans: string[] = [];
  for (const query of queries) plans.push(...(await explain(database, query)));
  if (isLarge && plans.some((line) => /Seq Scan on students\b/.test(line))) {
    throw new Error(`${scenario.name}: a full scan of students\n${plans.join('\n')}`);
  }
  const indexes = new Set(
    plans.flatMap((line) =>
      [...line.matchAll(/(?:using|Index Scan on) (students_\w+)/g)].map((match) => match[1]),
    ),
  );
  indexes.delete('students_pkey');
  return [...indexes].join(', ');
}
