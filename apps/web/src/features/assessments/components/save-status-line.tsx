// Whether the draft is saving, unsaved or saved (and when), read out as it changes.
import Typography from '@mui/material/Typography';
import { useFormat } from '../../../lib/format';
import { useAssessmentsTranslation } from '../i18n';
import type { SaveStatus } from './use-assessment-draft';

export function SaveStatusLine({
  saveStatus,
  savedAt,
}: {
  saveStatus: SaveStatus;
  savedAt: string | null;
}) {
  const { t } = useAssessmentsTranslation();
  const format = useFormat();
  /** Today's saves by their time; an older draft with its day too. */
  const savedWhen = (iso: string) =>
    format.date(
      iso,
      new Date(iso).toDateString() === new Date().toDateString()
        ? { timeStyle: 'short' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    );
  const statusWords =
    saveStatus === 'saving'
      ? t('assessments.mine.saving')
      : saveStatus === 'dirty' || saveStatus === 'failed'
        ? t('assessments.mine.unsaved')
        : savedAt
          ? t('assessments.mine.savedAt', { time: savedWhen(savedAt) })
          : '';
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      sx={{ color: 'text.secondary', minHeight: '1.5em' }}
      data-testid="save-status"
    >
      {statusWords}
    </Typography>
  );
}
