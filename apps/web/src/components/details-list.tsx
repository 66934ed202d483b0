// A record's fields as a description list (label, value), two columns on wide screens and
// stacked on a phone. Empty values show a dash so a reader knows the field exists.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailsItem {
  id: string;
  label: string;
  value: ReactNode;
}

export function DetailsList({ items }: { items: DetailsItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map((item) => (
        <Box key={item.id} sx={{ display: 'contents' }} data-testid={`field-${item.id}`}>
          <Typography component="dt" sx={{ fontWeight: 500, mt: { xs: 1, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === ''
              ? '—'
              : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
