// "Someone without an account": a link from the data requests to the export and erasure by
// e-mail (features/person-erase), shown only to the roles the permission table lets erase.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { canWrite } from '@portal/shared';
import { PATHS } from '../../config/paths';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useSession } from '../../lib/session';

export function EraseByEmailLink() {
  const { t } = useCommonTranslation();
  const { userData } = useSession();
  if (!userData || !canWrite(userData.role, 'personErase')) return null;
  return (
    <Button
      variant="outlined"
      component={RouterLink}
      to={PATHS.personByEmail}
      startIcon={<PersonSearchIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('personErase.byEmail')}
    </Button>
  );
}
