// The legend above a report's grid (and on paper): every symbol of its cells with its meaning in
// words, as a titled region ("What the symbols mean").
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StateSymbol, type StateLook } from './state-mark';

export function StateLegend<State extends string>({
  title,
  states,
  looks,
  meaning,
  testId,
}: {
  title: string;
  /** In the order the legend lists them. */
  states: readonly State[];
  looks: Record<State, StateLook>;
  /** "Done: the document is there." */
  meaning: (state: State) => string;
  testId: string;
}) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ mb: 2, '@media print': { mb: 1 } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {title}
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
        {states.map((state) => (
          <Box
            component="li"
            key={state}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, maxWidth: 420 }}
          >
            <StateSymbol look={looks[state]} />
            <Typography variant="body2" component="span">
              {meaning(state)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
