// "Erase this person" on a user's, a sponsor's or a student's details: a link to the erasure's
// preview (features/person-erase), shown only to the roles the permission table lets erase and
// only for a record with an account.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { canWrite } from '@portal/shared';
import { PATHS, buildPath } from '../../config/paths';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useSession } from '../../lib/session';

export function ErasePersonButton({ userId }: { userId: number | null | undefined }) {
  const { t } = useCommonTranslation();
  const { userData } = useSession();
  const canErase = userData ? canWrite(userData.role, 'personErase') : false;
  if (!canErase || userId === null || userId === undefined || userId === userData?.id) return null;
  return (
    <Button
      variant="outlined"
      color="error"
      component={RouterLink}
      to={buildPath(PATHS.personErase, { userId })}
    >
      {t('personErase.action')}
    </Button>
  );
}
