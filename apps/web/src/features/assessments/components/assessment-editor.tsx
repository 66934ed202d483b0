// One part of the sponsor's assessments: what to write about, the text with a live count
// against the minimum, its state, and Save draft / Submit. A draft saves itself 1.5 s after
// typing stops and when the field is left; a failed save keeps every word on the screen and
// says so. Submitting needs the minimum length and a confirmation: a submitted part is read-only
// until a coordinator returns it, and a returned part shows the coordinator's comment first.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ASSESSMENT_MAX_LENGTH,
  type Assessment,
  type Assessments,
  type AssessmentPart,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage, hasErrorCode, translateFieldMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { MY_ASSESSMENTS_KEY, withPart } from '../api/assessment-keys';
import { saveAssessmentDraft } from '../api/save-assessment-draft';
import { submitAssessment } from '../api/submit-assessment';
import { useAssessmentsTranslation } from '../i18n';
import { ReturnedNote } from './returned-note';
import { PartSection, PartText } from './part-section';

/** How long after the last key a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';

/** The server's refusal of the text itself (too short, too long), as words for the field. */
function textIssue(error: unknown): string | undefined {
  return error instanceof ApiError
    ? error.issues.find((issue) => issue.path === 'text')?.message
    : undefined;
}

export function AssessmentEditor({
  assessment,
  minLength,
}: {
  assessment: Assessment;
  minLength: number;
}) {
  const { t } = useAssessmentsTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const headingId = useId();
  const promptId = useId();
  const fieldId = useId();
  const part: AssessmentPart = assessment.part;
  const partName = t(`assessments.parts.${part}`);
  const isSubmitted = assessment.status === 'submitted';
  const savedText = assessment.status === 'notStarted' ? null : (assessment.text ?? '');

  const [text, setText] = useState(assessment.text ?? '');
  const textRef = useRef(text);
  /** What the server holds (null: nothing saved yet). */
  const lastSaved = useRef<string | null>(savedText);
  /** The text of the latest save asked for, so that a pause and a blur do not send it twice. */
  const requested = useRef<string | null>(savedText);
  const lastSave = useRef<Promise<Assessment> | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  // When the draft was last saved; a returned part's date is its submission's, not a draft's.
  const [savedAt, setSavedAt] = useState<string | null>(
    assessment.status === 'draft' ? assessment.updatedAt : null,
  );
  const [saveError, setSaveError] = useState<unknown>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [serverFieldError, setServerFieldError] = useState('');
  const [hasTriedSubmit, setTriedSubmit] = useState(false);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const store = useCallback(
    (saved: Assessment) =>
      queryClient.setQueryData<Assessments>(MY_ASSESSMENTS_KEY, (old) =>
        old ? withPart(old, saved) : old,
      ),
    [queryClient],
  );

  /** Runs after any save already on its way, so that the server gets them in order. */
  const enqueue = useCallback(<T,>(run: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(run, run);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  const queueDraft = useCallback((): Promise<Assessment> => {
    const snapshot = textRef.current;
    requested.current = snapshot;
    const save = enqueue(async () => {
      setSaveStatus('saving');
      try {
        const saved = await saveAssessmentDraft(part, snapshot);
        lastSaved.current = snapshot;
        setSavedAt(saved.updatedAt ?? new Date().toISOString());
        setSaveStatus(textRef.current === snapshot ? 'saved' : 'dirty');
        setSaveError(null);
        store(saved);
        return saved;
      } catch (error) {
        // Asked again on the next pause or click: nothing typed is dropped.
        if (requested.current === snapshot) requested.current = null;
        setSaveStatus('failed');
        setSaveError(error);
        // Submitted elsewhere (another tab): the screen shows what the server holds.
        if (hasErrorCode(error, 'ASSESSMENT_SUBMITTED')) {
          void queryClient.invalidateQueries({ queryKey: MY_ASSESSMENTS_KEY });
        }
        throw error;
      }
    });
    lastSave.current = save;
    return save;
  }, [enqueue, part, queryClient, store]);

  const autosave = useCallback(() => {
    clearTimeout(timer.current);
    const current = textRef.current;
    if (current === requested.current) return;
    if (lastSaved.current === null && current === '') return;
    queueDraft().catch(() => undefined);
  }, [queueDraft]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function change(value: string) {
    textRef.current = value;
    setText(value);
    setServerFieldError('');
    setSaveStatus((current) =>
      current === 'saving' ? current : value === lastSaved.current ? 'saved' : 'dirty',
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(autosave, AUTOSAVE_DELAY_MS);
  }

  async function saveDraft() {
    clearTimeout(timer.current);
    setBusy('draft');
    try {
      const pending =
        textRef.current === requested.current && lastSave.current ? lastSave.current : queueDraft();
      await pending;
      notify.success(t('assessments.mine.draftSaved'));
    } catch {
      // Shown in the card; the text stays as typed.
    } finally {
      setBusy(null);
    }
  }

  function askToSubmit() {
    clearTimeout(timer.current);
    setTriedSubmit(true);
    setSubmitError(null);
    if (textRef.current.trim().length < minLength) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setConfirming(true);
  }

  async function submit() {
    const snapshot = textRef.current;
    setBusy('submit');
    try {
      const saved = await enqueue(() => submitAssessment(part, snapshot));
      lastSaved.current = snapshot;
      requested.current = snapshot;
      setConfirming(false);
      store(saved);
      notify.success(t('assessments.mine.submitted', { part: partName }));
    } catch (error) {
      setConfirming(false);
      const issue = textIssue(error);
      if (issue) setServerFieldError(translateFieldMessage(issue, t));
      else setSubmitError(error);
    } finally {
      setBusy(null);
    }
  }

  /** Today's saves by their time; an older draft with its day too. */
  const savedWhen = (iso: string) =>
    format.date(
      iso,
      new Date(iso).toDateString() === new Date().toDateString()
        ? { timeStyle: 'short' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    );
  const length = text.trim().length;
  const isTooShort = hasTriedSubmit && length < minLength;
  const fieldError = isTooShort ? t('validation.minChars', { num: minLength }) : serverFieldError;
  const countWords = t(
    length >= minLength ? 'assessments.mine.countEnough' : 'assessments.mine.count',
    {
      length: format.number(length),
      min: format.number(minLength),
    },
  );
  const statusWords =
    saveStatus === 'saving'
      ? t('assessments.mine.saving')
      : saveStatus === 'dirty' || saveStatus === 'failed'
        ? t('assessments.mine.unsaved')
        : savedAt
          ? t('assessments.mine.savedAt', { time: savedWhen(savedAt) })
          : '';
  const showsComment = !isSubmitted && Boolean(assessment.returnComment);

  return (
    <PartSection assessment={assessment} headingId={headingId} heading="h2" spacing={2}>
      <Typography id={promptId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`assessments.prompts.${part}`)}
      </Typography>
      {showsComment ? <ReturnedNote assessment={assessment} isForSponsor /> : null}

      {isSubmitted ? (
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
      ) : (
        <>
          {saveError ? (
            <Alert severity="error" data-testid="save-problem">
              <Box component="span" sx={{ display: 'block' }}>
                {t('assessments.mine.saveFailed')}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {getErrorMessage(saveError, t)}
              </Box>
            </Alert>
          ) : null}
          {submitError ? (
            <Alert severity="error" role="alert" data-testid="submit-problem">
              <Box component="span" sx={{ display: 'block' }}>
                {t('assessments.mine.submitFailed')}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {getErrorMessage(submitError, t)}
              </Box>
            </Alert>
          ) : null}
          <TextField
            id={fieldId}
            label={t('assessments.mine.answer')}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={autosave}
            multiline
            minRows={6}
            fullWidth
            error={Boolean(fieldError)}
            helperText={
              <>
                {fieldError ? (
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {fieldError}
                  </Box>
                ) : null}
                <Box
                  component="span"
                  sx={{ display: 'block', color: fieldError ? undefined : 'text.secondary' }}
                  data-testid="char-count"
                >
                  {countWords}
                </Box>
              </>
            }
            slotProps={{
              htmlInput: {
                maxLength: ASSESSMENT_MAX_LENGTH,
                // The part's name and the field's label name it; the prompt and the count
                // (with any error) describe it.
                'aria-labelledby': `${headingId} ${fieldId}-label`,
                'aria-describedby': `${promptId} ${fieldId}-helper-text`,
              },
            }}
          />
          <Typography
            role="status"
            aria-live="polite"
            variant="body2"
            sx={{ color: 'text.secondary', minHeight: '1.5em' }}
            data-testid="save-status"
          >
            {statusWords}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="outlined"
              onClick={() => void saveDraft()}
              loading={busy === 'draft'}
              disabled={busy !== null}
              sx={{ minHeight: 44 }}
            >
              {t('assessments.mine.saveDraft')}
            </Button>
            <Button
              variant="contained"
              onClick={askToSubmit}
              disabled={busy !== null}
              sx={{ minHeight: 44 }}
            >
              {t('assessments.mine.submit')}
            </Button>
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={t('assessments.mine.confirmTitle', { part: partName })}
        description={t('assessments.mine.confirmText', { part: partName })}
        confirmLabel={t('assessments.mine.confirmButton', { part: partName })}
        busy={busy === 'submit'}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </PartSection>
  );
}
