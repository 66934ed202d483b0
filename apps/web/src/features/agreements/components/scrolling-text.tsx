// An agreement's text in a shaded box that scrolls on its own, reachable by keyboard and named by
// the agreement's title. `isCompact`: a smaller box, for the texts an admin compares side by side.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useAgreementsTranslation } from '../i18n';

export function ScrollingText({
  title,
  isCompact = false,
  children,
}: {
  title: string;
  isCompact?: boolean;
  children: ReactNode;
}) {
  const { t } = useAgreementsTranslation();
  return (
    <Box
      sx={{
        whiteSpace: 'pre-wrap',
        ...(isCompact ? { mt: 1, p: 1.5, maxHeight: 240 } : { my: 2, p: 2, maxHeight: 320 }),
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflowY: 'auto',
      }}
      tabIndex={0}
      aria-label={t('agreements.textLabel', { title })}
    >
      {children}
    </Box>
  );
}
