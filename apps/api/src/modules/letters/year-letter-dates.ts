// Until a coordinator sets a year's letters, their due dates spread over the year: letter N is
// due N fifths into it and its answer half a fifth later, so all eight fall within the year and
// the last answer still leaves time before it ends.
import { daysBetween } from '@portal/shared';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function defaultYearLetterDates(
  startDate: string,
  endDate: string,
  number: number,
): { dueDate: string; answerDueDate: string } {
  const fifth = daysBetween(startDate, endDate) / 5;
  return {
    dueDate: addDays(startDate, Math.round(number * fifth)),
    answerDueDate: addDays(startDate, Math.round((number + 0.5) * fifth)),
  };
}
