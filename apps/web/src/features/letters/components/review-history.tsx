// A letter's record of decisions, oldest first: who did what, and when (the system's own steps
// without a person); a correction of the languages reads with their names.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Language, type LetterEvent } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';

const LANGUAGE_PAIR = /^(\S+) → (\S+)$/;

function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

export function ReviewHistory({ events }: { events: LetterEvent[] }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  const noteOf = (event: LetterEvent) => {
    const [, from, to] = LANGUAGE_PAIR.exec(event.note ?? '') ?? [];
    if (event.action === 'languagesCorrected' && isLanguage(from) && isLanguage(to))
      return t('letters.review.pair', {
        from: format.languageName(from),
        to: format.languageName(to),
      });
    return event.note;
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-history" sx={{ p: 2 }}>
      <Typography id="review-history" variant="subtitle2" component="h3" gutterBottom>
        {t('letters.review.history')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="review-history">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <Typography variant="body2" component="span">
              {t('letters.review.event', {
                action: t(`letters.events.${event.action}`),
                by: event.by ?? t('letters.review.system'),
              })}{' '}
              · <time dateTime={event.at}>{when(event.at)}</time>
            </Typography>
            {event.note ? (
              <Typography variant="body2" color="text.secondary">
                {noteOf(event)}
              </Typography>
            ) : null}
          </li>
        ))}
      </Box>
    </Paper>
  );
}
