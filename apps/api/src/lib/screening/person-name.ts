// The name a sponsor or a student gives themselves travels to the other side: a child reads their
// sponsors' first names on every letter, a sponsor their students'. A name is therefore held to
// what a name is (letters, with the spaces, hyphens, apostrophes and dots names carry) and must
// pass the safeguarding screen: "Ana WhatsApp", "Juan 3105551234" or "insta jake" is a way to
// reach someone, not a name. Coordinators' own entries are not held to it (paper records, imports).
import { screenText } from './screen-text';

/** Letters and their marks first; then letters, spaces, apostrophes, hyphens and dots. */
const PLAIN_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u;

export function isPlainPersonName(name: string): boolean {
  const trimmed = name.trim();
  return PLAIN_NAME.test(trimmed) && screenText(trimmed, 'message').length === 0;
}

/** The validation issues of the names given (a field left out is not checked). */
export function personNameIssues(
  names: Partial<Record<'firstName' | 'lastName', string | undefined>>,
): Array<{ path: string; message: 'validation.personName' }> {
  return (['firstName', 'lastName'] as const)
    .filter((field) => names[field] !== undefined && !isPlainPersonName(names[field]))
    .map((field) => ({ path: field, message: 'validation.personName' }));
}
