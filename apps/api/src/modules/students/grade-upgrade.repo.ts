// The yearly student upgrade on the students' table: every active student one grade up, and a
// college student alumni (their grade stays college). Inactive, alumni and deleted students, and
// students whose grade is not known yet, do not move. One statement: the rows are locked as they
// are updated, never the table, so the students list answers meanwhile (bench/year-cycle.ts).
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { GRADES, nextGrade, type Grade, type UpgradeTarget } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import { students } from '../../db/schema/index';

export interface GradeMove {
  from: Grade;
  to: UpgradeTarget;
  count: number;
}

const moving = and(eq(students.status, 'active'), isNotNull(students.grade));

/** How many students each grade would move, in school order (grades without one left out). */
export async function countGradeMoves(db: Database): Promise<GradeMove[]> {
  const rows = await db
    .select({ grade: students.grade, total: count() })
    .from(students)
    .where(moving)
    .groupBy(students.grade);
  const byGrade = new Map(rows.map((row) => [row.grade, row.total]));
  return GRADES.filter((grade) => (byGrade.get(grade) ?? 0) > 0).map((grade) => ({
    from: grade,
    to: nextGrade(grade),
    count: byGrade.get(grade) ?? 0,
  }));
}

/** The next grade of each grade, as SQL (college stays college: its students become alumni). */
function nextGradeSql() {
  const cases = GRADES.map((grade) => {
    const next = nextGrade(grade);
    return sql.raw(`when '${grade}' then '${next === 'alumni' ? grade : next}'`);
  });
  return sql`case ${students.grade} ${sql.join(cases, sql` `)} end`;
}

/**
 * Moves every active student one grade up, in one statement; the moves made, counted from the
 * rows it updated (each grade after the move names the one before it: the grade before, or
 * college for a student who became alumni).
 */
export async function upgradeGrades(tx: Database, now: Date): Promise<GradeMove[]> {
  const rows = await selectRows<{ grade: Grade; status: string; total: number }>(
    tx,
    sql`
    with moved as (
      update ${students}
      set grade = ${nextGradeSql()},
        status = case when ${students.grade} = 'college' then 'alumni' else ${students.status} end,
        updated_at = ${now}
      where ${moving}
      returning grade, status
    )
    select grade, status, count(*)::int as total from moved group by grade, status`,
  );
  const moves = rows.map((row) => {
    const from =
      row.status === 'alumni' ? 'college' : (GRADES[GRADES.indexOf(row.grade) - 1] ?? row.grade);
    return { from, to: nextGrade(from), count: Number(row.total) };
  });
  return moves.sort((a, b) => GRADES.indexOf(a.from) - GRADES.indexOf(b.from));
}
