// How a student is named on screen from what the API gave the caller (decision 032): the full
// name to coordinators and to the student themselves, the first name alone to their sponsor.
import type { StudentAnswer, StudentListEntry } from '@portal/shared';
import { initialsOf } from '../../lib/initials';

type Named = Pick<StudentAnswer | StudentListEntry, 'view' | 'firstName'> & {
  lastName?: string;
  fullName?: string;
};

/** "José Pérez", or "José" where the caller may know the first name only. */
export function studentName(student: Named): string {
  return student.view === 'full' && student.fullName ? student.fullName : student.firstName;
}

/** "Pérez, José" for a list sorted by last name, or "José". */
export function studentSortName(student: Named): string {
  return student.view === 'full' && student.lastName
    ? `${student.lastName}, ${student.firstName}`
    : student.firstName;
}

/** The initials of the avatar without a photo: "JP", or "J". */
export function studentInitials(student: Named): string {
  return student.view === 'full'
    ? initialsOf(student.firstName, student.lastName ?? '')
    : initialsOf(student.firstName, '');
}
