// A bar chart beside the dashboard's figures: one image described in words (the description is
// shown, and names the image for screen readers, since the chart's own parts are not read), with
// an optional link to the report it comes from.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

export function FigureBarChart({
  bars,
  description,
  testId,
  link,
}: {
  bars: Array<{ label: string; value: number }>;
  description: string;
  testId: string;
  link?: { to: string; label: string };
}) {
  const descriptionId = useId();
  return (
    <Box data-testid={testId}>
      <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
        {description}
      </Typography>
      <Box role="img" aria-labelledby={descriptionId} sx={{ maxWidth: 520 }}>
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label) }]}
          series={[{ data: bars.map((bar) => bar.value) }]}
          margin={{ left: 50, right: 10, top: 10, bottom: 30 }}
        />
      </Box>
      {link ? (
        <Link component={RouterLink} to={link.to}>
          {link.label}
        </Link>
      ) : null}
    </Box>
  );
}
