// One language's text of an agreement's version, shown the same for the published texts and the
// draft's.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AgreementVersion, Language } from '@portal/shared';
import { useAgreementsTranslation } from '../i18n';
import { ScrollingText } from './scrolling-text';

/** A text in one language (title, body in a scrolling box), or why there is none. */
export function LanguageText({
  language,
  text,
  emptyMessage,
  action = null,
}: {
  language: Language;
  text: AgreementVersion | undefined;
  emptyMessage: string;
  action?: ReactNode;
}) {
  const { t } = useAgreementsTranslation();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {t(`agreements.languages.${language}`)}
        {text ? `: ${text.title}` : ''}
      </Typography>
      {text ? (
        <ScrollingText title={text.title} isCompact>
          <Typography variant="body2">{text.text}</Typography>
        </ScrollingText>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {emptyMessage}
        </Typography>
      )}
      {text?.needsReview && text.publishedAt === null ? (
        <Typography variant="caption" color="text.secondary">
          {t('agreements.draftNeedsReview')}
        </Typography>
      ) : null}
      {action ? <Box>{action}</Box> : null}
    </Box>
  );
}
