// "Someone without an account (by e-mail)": from the queue to the export and erasure of a donor,
// a buyer or a parent by the e-mail they gave (the person-erase feature's screen), shown only to
// the roles the permission table lets erase.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { canWrite } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDataRequestsTranslation } from '../i18n';

export function EraseByEmailLink() {
  const { t } = useDataRequestsTranslation();
  const { userData } = useSession();
  if (!userData || !canWrite(userData.role, 'personErase')) return null;
  return (
    <Button
      variant="outlined"
      component={RouterLink}
      to={PATHS.personByEmail}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('dataRequests.byEmail')}
    </Button>
  );
}
