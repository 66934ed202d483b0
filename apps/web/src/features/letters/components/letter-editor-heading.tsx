// The head of the writer's screen: letter N and its reader, the year's title and theme for it,
// when it is due, and that a draft is the writer's own until sent.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LetterSlot } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';

export function LetterEditorHeading({ title, slot }: { title: string; slot?: LetterSlot }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  return (
    <Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {slot?.title ? <Typography variant="subtitle1">{slot.title}</Typography> : null}
      {slot?.theme ? (
        <Typography variant="body2" color="text.secondary">
          {t('letters.writer.theme', { theme: slot.theme })}
        </Typography>
      ) : null}
      {slot?.myDueDate ? (
        <Typography variant="body2" color="text.secondary">
          {t('letters.writer.dueOn', { date: format.day(slot.myDueDate) })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('letters.writer.draftNote')}
      </Typography>
    </Box>
  );
}
