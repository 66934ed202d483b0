// The agreement texts live on the Agreements screen; Tools is where a super admin looks for
// them, so this section leads there (to edit them, or for others to read them).
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PATHS } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useToolsTranslation } from '../i18n';

export function AgreementTextsTool() {
  const { t } = useToolsTranslation();
  const canEdit = useSession().userData?.role === 'SUPER_ADMIN';
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 } }}
      component="section"
      aria-labelledby="tools-agreements"
    >
      <Typography id="tools-agreements" variant="h6" component="h2" gutterBottom>
        {t('tools.agreements.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(canEdit ? 'tools.agreements.introEdit' : 'tools.agreements.introRead')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to={PATHS.agreements}>
        {t(canEdit ? 'tools.agreements.edit' : 'tools.agreements.read')}
      </Button>
    </Paper>
  );
}
