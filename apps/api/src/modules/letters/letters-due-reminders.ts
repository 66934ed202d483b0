// The sponsors' letters that fall due on one day (the push reminders a week before, modules/push):
// for each current sponsorship of the year, the sponsor's letter N whose due date, moved later
// for a sponsorship begun within LETTER_GRACE_DAYS of it (sponsorshipDueDates, the same rule in
// SQL), is that day, and that the sponsor has not sent (in review or delivered).
import { sql } from 'drizzle-orm';
import { LETTER_GRACE_DAYS } from '@portal/shared';
import { selectRows } from '../../db/client';
import { sponsors, sponsorships, sponsorshipLetters, students } from '../../db/schema/index';
import type { LettersContext } from './letters-context';
import { lettersOfYear } from './year-letters';

export interface SponsorLetterDue {
  sponsorshipId: number;
  number: number;
  /** The sponsor's account; null: the sponsor has none (nobody to tell). */
  sponsorUserId: number | null;
  studentFirstName: string;
}

export async function sponsorLettersDueOn(
  context: LettersContext,
  year: { id: number; startDate: string; endDate: string },
  day: string,
): Promise<SponsorLetterDue[]> {
  const { letters } = await lettersOfYear(context, year);
  const dated = letters.filter((letter) => letter.dueDate !== null);
  if (dated.length === 0) return [];
  const dates = sql.join(
    dated.map((letter) => sql`(${letter.number}::int, ${letter.dueDate}::date)`),
    sql`, `,
  );
  return selectRows<SponsorLetterDue>(
    context.db,
    sql`
      select sh.id as "sponsorshipId", due.number, sp.user_id as "sponsorUserId",
        st.first_name as "studentFirstName"
      from ${sponsorships} sh
      cross join (values ${dates}) as due(number, due_day)
      join ${sponsors} sp on sp.id = sh.sponsor_id
      join ${students} st on st.id = sh.student_id
      where sh.period_id = ${year.id} and sh.ended_at is null and sp.user_id is not null
        and greatest(due.due_day, (sh.started_at at time zone 'UTC')::date + ${LETTER_GRACE_DAYS}::int) = ${day}::date
        and not exists (
          select 1 from ${sponsorshipLetters} l
          where l.sponsorship_id = sh.id and l.writer = 'sponsor' and l.number = due.number
            and l.status in ('in_review', 'delivered'))
      order by sh.id, due.number`,
  );
}
