// One figure of the dashboard: its number, large, and its label, the whole tile a link to the
// list whose total it is (UX.md: every figure leads to the list behind it).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFormat } from '../../../lib/format';
import { FOCUS_OUTLINE } from '../../../lib/theme';

const tileStyles: SxProps<Theme> = (theme) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  minHeight: 64,
  p: 2,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: `${theme.shape.borderRadius}px`,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: FOCUS_OUTLINE, outlineOffset: 2 },
  '& .FigureTile-value': {
    ...theme.typography.h4,
    color: theme.palette.primary.main,
    // An amount ("US$ 12.500,00") may be wider than a phone's tile: it wraps rather than spills.
    overflowWrap: 'anywhere',
  },
  '& .FigureTile-label': { ...theme.typography.body2 },
});

export function FigureTile({
  value,
  label,
  to,
  testId,
}: {
  /** A count, or a figure already formatted (an amount of money). */
  value: number | string;
  label: string;
  to: string;
  testId: string;
}) {
  const format = useFormat();
  return (
    <Box component={RouterLink} to={to} sx={tileStyles} data-testid={testId}>
      <span className="FigureTile-value">
        {typeof value === 'number' ? format.number(value) : value}
      </span>
      <span className="FigureTile-label">{label}</span>
    </Box>
  );
}
