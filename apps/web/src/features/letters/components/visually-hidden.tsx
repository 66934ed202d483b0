// Words for screen readers only (an "unread" mark next to a bold subject, a match's kind).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

// Pixel units spelled out: sx reads a bare 1 as 100%.
const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={hidden}>
      {children}
    </Box>
  );
}
