// Save draft and Submit for one part: submitting needs the minimum length and a confirmation;
// the server's refusal of the text lands under the field, any other failure above it.
import { useState } from 'react';
import type { AssessmentPart } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { translateFieldMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { submitAssessment } from '../api/submit-assessment';
import { useAssessmentsTranslation } from '../i18n';
import type { AssessmentDraft } from './use-assessment-draft';

/** The server's refusal of the text itself (too short, too long), as words for the field. */
function textIssue(error: unknown): string | undefined {
  return error instanceof ApiError
    ? error.issues.find((issue) => issue.path === 'text')?.message
    : undefined;
}

export function useAssessmentSubmit({
  draft,
  part,
  minLength,
  fieldId,
}: {
  draft: AssessmentDraft;
  part: AssessmentPart;
  minLength: number;
  /** The text field, focused when the text is too short to submit. */
  fieldId: string;
}) {
  const { t } = useAssessmentsTranslation();
  const partName = t(`assessments.parts.${part}`);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [serverFieldError, setServerFieldError] = useState('');
  const [hasTriedSubmit, setTriedSubmit] = useState(false);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  async function saveDraft() {
    draft.stopAutosave();
    setBusy('draft');
    try {
      await draft.saveNow();
      notify.success(t('assessments.mine.draftSaved'));
    } catch {
      // Shown in the card; the text stays as typed.
    } finally {
      setBusy(null);
    }
  }

  function askToSubmit() {
    draft.stopAutosave();
    setTriedSubmit(true);
    setSubmitError(null);
    if (draft.currentText().trim().length < minLength) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setConfirming(true);
  }

  async function submit() {
    const snapshot = draft.currentText();
    setBusy('submit');
    try {
      const saved = await draft.enqueue(() => submitAssessment(part, snapshot));
      setConfirming(false);
      draft.markSubmitted(snapshot, saved);
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

  return {
    saveDraft,
    askToSubmit,
    submit,
    cancelSubmit: () => setConfirming(false),
    /** A new text is judged afresh: the server's last word on the old one goes. */
    clearFieldError: () => setServerFieldError(''),
    isConfirming,
    busy,
    submitError,
    serverFieldError,
    hasTriedSubmit,
  };
}
