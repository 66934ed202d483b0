// Which side of a letter the signed-in user is on: a sponsor writes, a student answers;
// coordinators are on neither.
import type { LetterWriter } from '@portal/shared';
import { useSession } from '../../../lib/session';

export function useMySide(): LetterWriter | null {
  const role = useSession().userData?.role;
  return role === 'SPONSOR' ? 'sponsor' : role === 'STUDENT' ? 'student' : null;
}
