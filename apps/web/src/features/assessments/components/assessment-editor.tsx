// One part of the sponsor's assessments: what to write about, the text with a live count
// against the minimum, its state, and Save draft / Submit. A draft saves itself 1.5 s after
// typing stops and when the field is left; a failed save keeps every word on the screen and
// says so. Submitting needs the minimum length and a confirmation: a submitted part is read-only
// until a coordinator returns it, and a returned part shows the coordinator's comment first.
import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Assessment } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/format';
import { useAssessmentsTranslation } from '../i18n';
import { AnswerField } from './answer-field';
import { AssessmentProblem } from './assessment-problem';
import { PartSection, PartText } from './part-section';
import { ReturnedNote } from './returned-note';
import { SaveStatusLine } from './save-status-line';
import { useAssessmentDraft } from './use-assessment-draft';
import { useAssessmentSubmit } from './use-assessment-submit';

export { AUTOSAVE_DELAY_MS } from './use-assessment-draft';

export function AssessmentEditor({
  assessment,
  minLength,
}: {
  assessment: Assessment;
  minLength: number;
}) {
  const { t } = useAssessmentsTranslation();
  const headingId = useId();
  const promptId = useId();
  const fieldId = useId();
  const part = assessment.part;
  const partName = t(`assessments.parts.${part}`);
  const draft = useAssessmentDraft(assessment);
  const submission = useAssessmentSubmit({ draft, part, minLength, fieldId });
  const { busy } = submission;
  const isTooShort = submission.hasTriedSubmit && draft.text.trim().length < minLength;
  const fieldError = isTooShort
    ? t('validation.minChars', { num: minLength })
    : submission.serverFieldError;
  const isSubmitted = assessment.status === 'submitted';
  const showsComment = !isSubmitted && Boolean(assessment.returnComment);

  return (
    <PartSection assessment={assessment} headingId={headingId} heading="h2" spacing={2}>
      <Typography id={promptId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`assessments.prompts.${part}`)}
      </Typography>
      {showsComment ? <ReturnedNote assessment={assessment} isForSponsor /> : null}

      {isSubmitted ? (
        <SubmittedAnswer assessment={assessment} />
      ) : (
        <>
          {draft.saveError ? (
            <AssessmentProblem
              summary={t('assessments.mine.saveFailed')}
              error={draft.saveError}
              testId="save-problem"
            />
          ) : null}
          {submission.submitError ? (
            <AssessmentProblem
              summary={t('assessments.mine.submitFailed')}
              error={submission.submitError}
              role="alert"
              testId="submit-problem"
            />
          ) : null}
          <AnswerField
            fieldId={fieldId}
            headingId={headingId}
            promptId={promptId}
            text={draft.text}
            minLength={minLength}
            fieldError={fieldError}
            onChange={(value) => {
              draft.change(value);
              submission.clearFieldError();
            }}
            onBlur={draft.autosave}
          />
          <SaveStatusLine saveStatus={draft.saveStatus} savedAt={draft.savedAt} />
          <DraftButtons
            busy={busy}
            onSaveDraft={() => void submission.saveDraft()}
            onSubmit={submission.askToSubmit}
          />
        </>
      )}
      <ConfirmDialog
        open={submission.isConfirming}
        title={t('assessments.mine.confirmTitle', { part: partName })}
        description={t('assessments.mine.confirmText', { part: partName })}
        confirmLabel={t('assessments.mine.confirmButton', { part: partName })}
        busy={busy === 'submit'}
        onConfirm={() => void submission.submit()}
        onCancel={submission.cancelSubmit}
      />
    </PartSection>
  );
}

/** A submitted part: the text as written and when it was submitted. */
function SubmittedAnswer({ assessment }: { assessment: Assessment }) {
  const { t } = useAssessmentsTranslation();
  const format = useFormat();
  return (
    <>
      <PartText text={assessment.text} testId="submitted-text" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {assessment.submittedAt
          ? t('assessments.mine.submittedNote', {
              date: format.date(assessment.submittedAt),
            })
          : t('assessments.status.submitted')}
      </Typography>
    </>
  );
}

/** Save draft and Submit, both held while either is on its way. */
function DraftButtons({
  busy,
  onSaveDraft,
  onSubmit,
}: {
  busy: 'draft' | 'submit' | null;
  onSaveDraft: () => void;
  onSubmit: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button
        variant="outlined"
        onClick={onSaveDraft}
        loading={busy === 'draft'}
        disabled={busy !== null}
        sx={{ minHeight: 44 }}
      >
        {t('assessments.mine.saveDraft')}
      </Button>
      <Button
        variant="contained"
        onClick={onSubmit}
        disabled={busy !== null}
        sx={{ minHeight: 44 }}
      >
        {t('assessments.mine.submit')}
      </Button>
    </Stack>
  );
}
