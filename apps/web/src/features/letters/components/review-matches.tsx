// Every screening match of a letter under review in a list (what kind, in which field, the words
// found), or that there is none.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScreeningMatch } from '@portal/shared';
import { useLettersTranslation } from '../i18n';

export function ReviewMatches({ matches }: { matches: ScreeningMatch[] }) {
  const { t } = useLettersTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-matches" sx={{ p: 2 }}>
      <Typography id="review-matches" variant="subtitle2" component="h3" gutterBottom>
        {t('letters.review.matchesTitle')}
      </Typography>
      {matches.length === 0 ? (
        <Typography color="text.secondary">{t('letters.review.noMatches')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="review-match-list">
          {matches.map((match, index) => (
            <li key={`${match.field}-${match.start}-${index}`}>
              {t('letters.review.match', {
                kind: t(`screening.kinds.${match.kind}`),
                field: t(`screening.fields.${match.field}`),
                text: match.text,
              })}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
