// What a signed-in user sees on a screen their role cannot open (the permission table decides).
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PATHS } from '../../config/paths';

export default function NoAccessRoute() {
  const { t } = useCommonTranslation();
  return (
    <Alert severity="warning" data-testid="no-access" sx={{ maxWidth: 720 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('noAccess.title')}
      </Typography>
      <Link component={RouterLink} to={PATHS.dashboard}>
        {t('noAccess.goDashboard')}
      </Link>
    </Alert>
  );
}
