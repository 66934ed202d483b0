// A letter's writer or recipient by full name (coordinators see last names; others get null).
import type { LetterPerson } from '@portal/shared';

export function fullName(person: LetterPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
