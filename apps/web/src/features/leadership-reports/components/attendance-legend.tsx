// The legend above the attendance grid (and on paper): every symbol with its meaning in words.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ATTENDANCE_CELL_STATES } from '@portal/shared';
import { useLeadershipReportsTranslation } from '../i18n';
import { AttendanceSymbol } from './attendance-cell';

export function AttendanceLegend() {
  const { t } = useLeadershipReportsTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="attendance-legend"
      sx={{ mb: 2, '@media print': { mb: 1 } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('attendance.legend.title')}
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
        {ATTENDANCE_CELL_STATES.map((state) => (
          <Box
            component="li"
            key={state}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, maxWidth: 420 }}
          >
            <AttendanceSymbol state={state} />
            <Typography variant="body2" component="span">
              {t(`attendance.legend.${state}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
