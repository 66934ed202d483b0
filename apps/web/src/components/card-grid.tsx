// A labelled list of cards laid out in as many columns as fit, each at least `minCardWidth`
// pixels wide. The items are the cards themselves, drawn as <li>.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function CardGrid({
  label,
  minCardWidth,
  children,
}: {
  label: string;
  minCardWidth: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
