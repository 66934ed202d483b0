// /edrocks: a simple welcome for now: who is signed in, and the screens their role can open.
// Figures and charts per role come with the areas they summarise.
import { useTranslation } from 'react-i18next';
import { useDashboardTranslation } from '../i18n';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/feedback/empty-state';
import { MenuEntryIcon } from '../../../components/layout/menu-entry-icon';
import { useMenuForRole } from '../../../components/layout/menu-context';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';

export default function DashboardRoute() {
  const { t } = useDashboardTranslation();
  // Menu labels are keys of each feature's namespace.
  const { t: translateLabel } = useTranslation();
  const { userData } = useSession();
  const format = useFormat();
  const menu = useMenuForRole(userData?.role);
  if (!userData) return null;

  const shortcuts = menu.flatMap((group) => group.items).filter((item) => item.id !== 'dashboard');

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="welcome">
        <Typography component="h2" variant="h5" gutterBottom>
          {t('dashboard.welcome', { name: userData.firstName || userData.fullName })}
        </Typography>
        <Typography>{t('dashboard.signedInAs', { role: t(`roles.${userData.role}`) })}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {t('dashboard.today', { date: format.date(new Date(), { dateStyle: 'full' }) })}
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="dashboard-shortcuts">
        <Typography id="dashboard-shortcuts" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('dashboard.shortcuts')}
        </Typography>
        {shortcuts.length === 0 ? (
          <EmptyState message={t('dashboard.noShortcuts')} />
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            }}
          >
            {shortcuts.map((item) => (
              <li key={item.id}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={item.path}
                    data-testid={`dashboard-link-${item.id}`}
                    sx={{
                      display: 'flex',
                      justifyContent: 'flex-start',
                      gap: 1.5,
                      p: 2,
                      minHeight: 64,
                    }}
                  >
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ color: 'primary.main', display: 'flex' }}
                    >
                      <MenuEntryIcon icon={item.icon} />
                    </Box>
                    <Typography component="span">{translateLabel(item.labelKey)}</Typography>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
