// /edrocks: who is signed in, each role's figures at a glance (the programme's for coordinators,
// their own year for a sponsor or a student, every figure a link to the list behind it), the
// screens their role can open; for the super admin and global admins, the required agreement
// texts still missing; for a sponsor, their recommitment requests and offers of another student.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardTranslation } from '../i18n';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { EmptyState } from '../../../components/feedback/empty-state';
import { MenuEntryIcon } from '../../../components/layout/menu-entry-icon';
import { useMenuForRole } from '../../../components/layout/menu-context';
import { canWrite, type Role } from '@portal/shared';
import { useSession } from '../../../lib/session';
import { usePageDrawn } from '../../../lib/after-page-drawn';
import { FOCUS_OUTLINE } from '../../../lib/theme';

const ICON_CLASS = 'Shortcut-icon';

/**
 * Who is told about missing agreement texts: the super admin, who publishes them, and global
 * admins, read-only. Loaded for them only, once the page has drawn: the shell every role loads
 * stays as it is, and the notice's code (with the lists' shared chunk it draws its alert from)
 * does not hold back the shortcuts' first paint on a phone.
 */
const AGREEMENT_NOTICE_ROLES: readonly Role[] = ['SUPER_ADMIN', 'GLOBAL_ADMIN'];
const AgreementTextsNotice = lazy(() => import('../components/agreement-texts-notice'));

/**
 * A sponsor's recommitment requests ("Your students for <year>"), asked for by sponsors only and
 * loaded as the notice is: once the page has drawn, so the shortcuts paint first.
 */
const RecommitmentsSection = lazy(() => import('../components/recommitments-section'));

/** A sponsor's offers of another student ("A student for you"), loaded as the requests are. */
const OffersSection = lazy(() => import('../components/offers-section'));

/** Each role's figures (and the coordinators' chart), loaded as the sections are. */
const FiguresSection = lazy(() => import('../components/figures-section'));

/**
 * The shortcuts as outlined cards (MUI's Card and CardActionArea drawn on plain links, styled
 * once): a super admin's 23 shortcuts were some 150 MUI components in the screen's first
 * render on a phone (bench/RESULTS.md, Lighthouse).
 */
const shortcutStyles: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  '& a': {
    ...theme.typography.body1,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    height: '100%',
    minHeight: 64,
    p: 2,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: FOCUS_OUTLINE, outlineOffset: 2 },
  },
  [`& .${ICON_CLASS}`]: { display: 'flex', color: theme.palette.primary.main },
});

export default function DashboardRoute() {
  const { t } = useDashboardTranslation();
  // Menu labels are keys of each feature's namespace.
  const { t: translateLabel } = useTranslation();
  const { userData } = useSession();
  const menu = useMenuForRole(userData?.role);
  const hasPageDrawn = usePageDrawn();
  if (!userData) return null;

  const shortcuts = menu.flatMap((group) => group.items).filter((item) => item.id !== 'dashboard');

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="welcome">
        <Typography component="h2" variant="h5" gutterBottom>
          {t('dashboard.welcome', { name: userData.firstName || userData.fullName })}
        </Typography>
        <Typography>{t('dashboard.signedInAs', { role: t(`roles.${userData.role}`) })}</Typography>
      </Paper>
      {hasPageDrawn ? (
        <Suspense fallback={null}>
          <FiguresSection />
        </Suspense>
      ) : null}
      {hasPageDrawn && AGREEMENT_NOTICE_ROLES.includes(userData.role) ? (
        <Suspense fallback={null}>
          <AgreementTextsNotice canPublish={canWrite(userData.role, 'agreements')} />
        </Suspense>
      ) : null}
      {hasPageDrawn && userData.role === 'SPONSOR' ? (
        <Suspense fallback={null}>
          <RecommitmentsSection />
        </Suspense>
      ) : null}
      {hasPageDrawn && userData.role === 'SPONSOR' ? (
        <Suspense fallback={null}>
          <OffersSection />
        </Suspense>
      ) : null}
      <Box component="section" aria-labelledby="dashboard-shortcuts">
        <Typography id="dashboard-shortcuts" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('dashboard.shortcuts')}
        </Typography>
        {shortcuts.length === 0 ? (
          <EmptyState message={t('dashboard.noShortcuts')} />
        ) : (
          <Box component="ul" sx={shortcutStyles}>
            {shortcuts.map((item) => (
              <li key={item.id}>
                <RouterLink to={item.path} data-testid={`dashboard-link-${item.id}`}>
                  <span aria-hidden className={ICON_CLASS}>
                    <MenuEntryIcon icon={item.icon} />
                  </span>
                  <span>{translateLabel(item.labelKey)}</span>
                </RouterLink>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
