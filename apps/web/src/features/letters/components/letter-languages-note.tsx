// The writer's screen says in which language the letter will be read, and that a coordinator
// translates it when needed: the languages are the server's (the writer's account and the
// reader's), never a choice on this screen.
import Typography from '@mui/material/Typography';
import type { Language } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';

export function LetterLanguagesNote({
  mine,
  theirs,
  readerName,
}: {
  mine: Language;
  /** Null while the reader's language is unknown (no account): a coordinator decides. */
  theirs: Language | null;
  readerName: string;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const name = (language: Language) => format.languageName(language);
  const text =
    theirs === null
      ? t('letters.writer.languages.unknown', { mine: name(mine), name: readerName })
      : theirs === mine
        ? t('letters.writer.languages.same', { language: name(mine), name: readerName })
        : t('letters.writer.languages.differ', {
            mine: name(mine),
            theirs: name(theirs),
            name: readerName,
          });
  return (
    <Typography variant="body2" data-testid="letter-languages">
      {text}
    </Typography>
  );
}
