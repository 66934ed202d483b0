// The legend above the grid (and on paper): every symbol with its meaning in words.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useDocumentStatusTranslation } from '../i18n';
import { DOCUMENT_CELL_STATES, StateSymbol } from './cell-state';

const MEANINGS = {
  done: 'documentStatus.legend.done',
  missing: 'documentStatus.legend.missing',
  late: 'documentStatus.legend.late',
  notDue: 'documentStatus.legend.notDue',
  notNeeded: 'documentStatus.legend.notNeeded',
} as const;

export function StatusLegend() {
  const { t } = useDocumentStatusTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="status-legend"
      sx={{ mb: 2, '@media print': { mb: 1 } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('documentStatus.legend.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        {DOCUMENT_CELL_STATES.map((state) => (
          <Box
            component="li"
            key={state}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, maxWidth: 420 }}
          >
            <StateSymbol state={state} />
            <Typography variant="body2" component="span">
              {t(MEANINGS[state])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
