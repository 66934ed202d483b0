// A titled group of the dashboard's figure tiles, laid out in as many columns as fit.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const tileGrid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
} as const;

export function FigureGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
        {title}
      </Typography>
      <Box sx={tileGrid}>{children}</Box>
    </Box>
  );
}
