// "Erase this person" on a user's, a sponsor's or a student's details: a link to the erasure's
// preview (features/person-erase), shown only to the roles the permission table lets erase; a
// sponsor or a user with an account, a student's record with or without one.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { canWrite } from '@portal/shared';
import { PATHS, buildPath } from '../../config/paths';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useSession } from '../../lib/session';

export function ErasePersonButton({
  userId,
  studentId,
}: {
  userId: number | null | undefined;
  /** A student's record: erased through it, so one without an account can be erased too. */
  studentId?: number;
}) {
  const { t } = useCommonTranslation();
  const { userData } = useSession();
  const canErase = userData ? canWrite(userData.role, 'personErase') : false;
  if (!canErase || (userId !== null && userId !== undefined && userId === userData?.id))
    return null;
  const to =
    studentId !== undefined
      ? buildPath(PATHS.studentErase, { id: studentId })
      : userId !== null && userId !== undefined
        ? buildPath(PATHS.personErase, { userId })
        : undefined;
  if (to === undefined) return null;
  return (
    <Button variant="outlined" color="error" component={RouterLink} to={to}>
      {t('personErase.action')}
    </Button>
  );
}
