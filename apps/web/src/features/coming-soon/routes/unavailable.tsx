// A signed-in screen that is not available yet (its title is in the app bar).
import { useComingSoonTranslation } from '../i18n';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PATHS } from '../../../config/paths';
import { UnavailableNotice } from '../components/unavailable-notice';

export default function UnavailableRoute() {
  const { t } = useComingSoonTranslation();
  return (
    <UnavailableNotice
      body={t('unavailable.body')}
      action={
        <Link component={RouterLink} to={PATHS.dashboard}>
          {t('unavailable.goDashboard')}
        </Link>
      }
    />
  );
}
