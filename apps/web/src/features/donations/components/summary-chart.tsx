// The bars of the donations total report (@mui/x-charts, loaded only with this screen's chart).
// One image to screen readers: the table beside it carries each number.
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';

export default function SummaryChart({
  labels,
  values,
  format,
}: {
  labels: string[];
  values: number[];
  format: (units: number) => string;
}) {
  const theme = useTheme();
  return (
    <BarChart
      height={Math.max(240, labels.length * 28 + 60)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 140 }]}
      xAxis={[{ valueFormatter: (value: number) => format(value) }]}
      series={[
        {
          data: values,
          color: theme.palette.primary.main,
          valueFormatter: (v) => (v === null ? '' : format(v)),
        },
      ]}
      hideLegend
    />
  );
}
