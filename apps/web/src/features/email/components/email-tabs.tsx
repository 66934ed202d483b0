// The e-mail area's sections as links above each of its screens: campaigns, the delivery log,
// the left-out addresses, the templates and, for the roles that keep it, the board. They are
// links (each section has its own address), drawn as tabs.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { canSee } from '@portal/shared';
import { useSession } from '../../../lib/session';
import { useEmailTranslation } from '../i18n';
import { EMAIL_SCREEN_PATHS as P } from '../paths';

export type EmailSection = 'campaigns' | 'log' | 'addresses' | 'templates' | 'board';

const SECTIONS: ReadonlyArray<[EmailSection, string]> = [
  ['campaigns', P.campaigns],
  ['log', P.log],
  ['addresses', P.addresses],
  ['templates', P.templates],
  ['board', P.board],
];

export function EmailTabs({ current }: { current: EmailSection }) {
  const { t } = useEmailTranslation();
  const role = useSession().userData?.role;
  const mayKeepBoard = role !== undefined && canSee(role, 'boardReport');
  const shown = SECTIONS.filter(([section]) => section !== 'board' || mayKeepBoard);
  return (
    <Box component="nav" aria-label={t('tabs.label')} sx={{ mb: 2 }} data-no-print>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
        {shown.map(([section, path]) => (
          <Tab
            key={section}
            value={section}
            label={t(`tabs.${section}`)}
            component={RouterLink}
            to={path}
            aria-current={section === current ? 'page' : undefined}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/** A section's screen: its tabs, then its content. */
export function EmailSectionScreen({
  current,
  children,
}: {
  current: EmailSection;
  children: ReactNode;
}) {
  return (
    <>
      <EmailTabs current={current} />
      {children}
    </>
  );
}
