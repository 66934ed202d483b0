// A recipient's values of the variables (EMAIL_VARIABLES), in their language: the names, and by
// the part that found them their school, village, sponsor, students ("Ana and Luis") and the due
// date of their next letter not yet written.
import type { Language } from '@portal/shared';
import type { AudienceFacts } from './audience-facts';
import type { AudienceRow } from './audience';
import { formatDay, joinNames, MESSAGE_WORDS } from './message-words';

function letterDue(row: AudienceRow, facts: AudienceFacts, language: Language): string {
  const number = [...row.missingLetters]
    .sort((a, b) => a - b)
    .find((candidate) => facts.letterDueDates.get(candidate));
  const day = number === undefined ? undefined : facts.letterDueDates.get(number);
  return day ? formatDay(language, day) : MESSAGE_WORDS[language].noLetterDue;
}

/** The values `{{name}}` takes for this recipient (a variable their part does not know: none). */
export function recipientValues(row: AudienceRow, facts: AudienceFacts): Record<string, string> {
  const language = row.language;
  const values: Record<string, string> = { firstName: row.firstName, lastName: row.lastName };
  if (row.kind === 'sponsors') {
    values.studentFirstName =
      row.studentNames.length > 0
        ? joinNames(language, row.studentNames)
        : MESSAGE_WORDS[language].yourStudent;
    values.school = row.school ?? '';
    values.letterDue = letterDue(row, facts, language);
  }
  if (row.kind === 'parents') {
    values.school = row.school ?? '';
    values.sponsorFirstName = row.sponsorFirstName ?? '';
  }
  if (row.kind === 'students') values.village = row.village ?? '';
  return values;
}

/** The name the log and the preview show. */
export function recipientName(row: Pick<AudienceRow, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}
