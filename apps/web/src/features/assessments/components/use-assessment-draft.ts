// The sponsor's text of one part as a draft that saves itself: 1.5 s after typing stops and when
// the field is left, one save at a time and in order, never the same text twice. A failed save
// keeps every word on the screen and is asked again on the next pause or click.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Assessment, Assessments } from '@portal/shared';
import { hasErrorCode } from '../../../lib/errors';
import { MY_ASSESSMENTS_KEY, withPart } from '../api/assessment-keys';
import { saveAssessmentDraft } from '../api/save-assessment-draft';

/** How long after the last key a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';

/** Puts a part the server answered into the sponsor's cached assessments. */
function useStoreMyAssessment() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: Assessment) =>
      queryClient.setQueryData<Assessments>(MY_ASSESSMENTS_KEY, (old) =>
        old ? withPart(old, saved) : old,
      ),
    [queryClient],
  );
}

/** Runs each request after any already on its way, so that the server gets them in order. */
function useSaveQueue() {
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(run, run);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);
}

/** What the screen says of the draft's saving: its state, when it was last saved, the last
 * failure. */
function useSaveReport(assessment: Assessment) {
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  // When the draft was last saved; a returned part's date is its submission's, not a draft's.
  const [savedAt, setSavedAt] = useState<string | null>(
    assessment.status === 'draft' ? assessment.updatedAt : null,
  );
  const [saveError, setSaveError] = useState<unknown>(null);
  /** Saved at `at`; `isCurrent`: nothing was typed since the save was asked for. */
  const reportSaved = useCallback((at: string, isCurrent: boolean) => {
    setSavedAt(at);
    setSaveStatus(isCurrent ? 'saved' : 'dirty');
    setSaveError(null);
  }, []);
  const reportFailed = useCallback((error: unknown) => {
    setSaveStatus('failed');
    setSaveError(error);
  }, []);
  return { saveStatus, savedAt, saveError, setSaveStatus, reportSaved, reportFailed };
}

export function useAssessmentDraft(assessment: Assessment) {
  const queryClient = useQueryClient();
  const part = assessment.part;
  const savedText = assessment.status === 'notStarted' ? null : (assessment.text ?? '');

  const [text, setText] = useState(assessment.text ?? '');
  const textRef = useRef(text);
  /** What the server holds (null: nothing saved yet). */
  const lastSaved = useRef<string | null>(savedText);
  /** The text of the latest save asked for, so that a pause and a blur do not send it twice. */
  const requested = useRef<string | null>(savedText);
  const lastSave = useRef<Promise<Assessment> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { saveStatus, savedAt, saveError, setSaveStatus, reportSaved, reportFailed } =
    useSaveReport(assessment);

  const store = useStoreMyAssessment();
  const enqueue = useSaveQueue();

  const queueDraft = useCallback((): Promise<Assessment> => {
    const snapshot = textRef.current;
    requested.current = snapshot;
    const save = enqueue(async () => {
      setSaveStatus('saving');
      try {
        const saved = await saveAssessmentDraft(part, snapshot);
        lastSaved.current = snapshot;
        reportSaved(saved.updatedAt ?? new Date().toISOString(), textRef.current === snapshot);
        store(saved);
        return saved;
      } catch (error) {
        // Asked again on the next pause or click: nothing typed is dropped.
        if (requested.current === snapshot) requested.current = null;
        reportFailed(error);
        // Submitted elsewhere (another tab): the screen shows what the server holds.
        if (hasErrorCode(error, 'ASSESSMENT_SUBMITTED')) {
          void queryClient.invalidateQueries({ queryKey: MY_ASSESSMENTS_KEY });
        }
        throw error;
      }
    });
    lastSave.current = save;
    return save;
  }, [enqueue, part, queryClient, store, reportSaved, reportFailed, setSaveStatus]);

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
    setSaveStatus((current) =>
      current === 'saving' ? current : value === lastSaved.current ? 'saved' : 'dirty',
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(autosave, AUTOSAVE_DELAY_MS);
  }

  /** Saves the text now, or waits for the save of the same text already on its way. */
  function saveNow(): Promise<Assessment> {
    return textRef.current === requested.current && lastSave.current
      ? lastSave.current
      : queueDraft();
  }

  /** After a submission of `snapshot`: the server holds it, and nothing is left to save. */
  function markSubmitted(snapshot: string, saved: Assessment) {
    lastSaved.current = snapshot;
    requested.current = snapshot;
    store(saved);
  }

  return {
    text,
    /** The text as typed, for what must read it between renders. */
    currentText: () => textRef.current,
    change,
    autosave,
    stopAutosave: () => clearTimeout(timer.current),
    saveNow,
    enqueue,
    markSubmitted,
    saveStatus,
    savedAt,
    saveError,
  };
}

export type AssessmentDraft = ReturnType<typeof useAssessmentDraft>;
