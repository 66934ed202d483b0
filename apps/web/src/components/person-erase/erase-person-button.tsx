// "Erase this person" on a user's, a sponsor's or a student's details: a link to the erasure's
// preview (features/person-erase), shown only to the roles the permission table lets erase; a
// user with an account, a sponsor's or a student's record with or without one.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { canWrite } from '@portal/shared';
import { PATHS, buildPath } from '../../config/paths';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useSession } from '../../lib/session';

/** The erasure's address: through the record when there is one, so one without an account works. */
function erasePathOf(
  userId: number | null | undefined,
  studentId: number | undefined,
  sponsorId: number | undefined,
): string | undefined {
  if (studentId !== undefined) return buildPath(PATHS.studentErase, { id: studentId });
  if (sponsorId !== undefined) return buildPath(PATHS.sponsorErase, { id: sponsorId });
  if (userId !== null && userId !== undefined) return buildPath(PATHS.personErase, { userId });
  return undefined;
}

export function ErasePersonButton({
  userId,
  studentId,
  sponsorId,
}: {
  userId: number | null | undefined;
  /** A student's record: erased through it, so one without an account can be erased too. */
  studentId?: number;
  /** A sponsor's record: the same, for a sponsor a coordinator added who never signed up. */
  sponsorId?: number;
}) {
  const { t } = useCommonTranslation();
  const { userData } = useSession();
  const canErase = userData ? canWrite(userData.role, 'personErase') : false;
  if (!canErase || (userId !== null && userId !== undefined && userId === userData?.id))
    return null;
  const to = erasePathOf(userId, studentId, sponsorId);
  if (to === undefined) return null;
  return (
    <Button variant="outlined" color="error" component={RouterLink} to={to}>
      {t('personErase.action')}
    </Button>
  );
}
