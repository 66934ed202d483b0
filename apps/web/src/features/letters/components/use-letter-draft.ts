// What the writer's screen keeps of a letter being written: the words on the screen, the copy in
// localStorage until the server confirms it (a reload or a dropped network loses nothing), the
// save that runs by itself 1.5 s after typing stops, and the saves in order (one at a time, the
// last words last). The languages are not the writer's: the server sets them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Letter } from '@portal/shared';
import { useSession } from '../../../lib/session';
import { refreshLetters } from '../api/letter-keys';
import { saveLetter } from '../api/save-letter';
import {
  draftStorageKey,
  readStoredDraft,
  removeStoredDraft,
  sameDraft,
  writeStoredDraft,
  type DraftValues,
} from './draft-storage';

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';
/** What went wrong last: a field left empty on "send", or the server's refusal. */
export type Problem = { kind: 'fields' } | { kind: 'error'; error: unknown } | null;

/** Whether a letter has what sending it needs: a subject and a message. */
export function isComplete(values: DraftValues): boolean {
  return values.subject.trim() !== '' && values.message.trim() !== '';
}

function valuesOf(letter: Letter): DraftValues {
  return { subject: letter.subject, message: letter.message, attachment: letter.attachment };
}

export function useLetterDraft(
  sponsorshipId: number,
  number: number,
  letter?: Letter,
  /** False while the writer may not write: restored words wait in this browser, unsent. */
  { isWritable = true }: { isWritable?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const { userData } = useSession();
  const key = draftStorageKey(userData?.id ?? 0, sponsorshipId, number);

  // What the server holds, and what the screen starts with: unsaved words from this browser win.
  const [initial] = useState(() => {
    const fromServer = letter ? valuesOf(letter) : null;
    const stored = readStoredDraft(key);
    if (stored && !sameDraft(stored, fromServer)) return { values: stored, restored: true };
    if (stored) removeStoredDraft(key);
    return {
      values: fromServer ?? { subject: '', message: '', attachment: null },
      restored: false,
    };
  });
  const [values, setValues] = useState<DraftValues>(initial.values);
  const valuesRef = useRef(initial.values);
  const lastSaved = useRef<DraftValues | null>(letter ? valuesOf(letter) : null);
  const [status, setStatus] = useState<SaveStatus>(initial.restored ? 'dirty' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(letter?.updatedAt ?? null);
  const [problem, setProblem] = useState<Problem>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  /** Saves what is on the screen now, after any save already on its way. */
  const save = useCallback(
    (send: boolean) => {
      const run = async () => {
        const snapshot = valuesRef.current;
        setStatus('saving');
        try {
          const saved = await saveLetter({
            sponsorshipId,
            number,
            subject: snapshot.subject,
            message: snapshot.message,
            attachmentFileId: snapshot.attachment?.fileId ?? null,
            send,
          });
          lastSaved.current = snapshot;
          if (sameDraft(valuesRef.current, snapshot)) removeStoredDraft(key);
          setSavedAt(new Date().toISOString());
          setStatus(sameDraft(valuesRef.current, snapshot) ? 'saved' : 'dirty');
          // A saved draft answers a refused save, not fields still empty on "send".
          setProblem((current) => (current?.kind === 'fields' ? current : null));
          void refreshLetters(queryClient);
          return saved;
        } catch (error) {
          // The words stay on the screen and in localStorage: nothing typed is lost.
          setStatus('failed');
          setProblem({ kind: 'error', error });
          throw error;
        }
      };
      const next = chain.current.then(run, run);
      chain.current = next.catch(() => undefined);
      return next;
    },
    [key, number, queryClient, sponsorshipId],
  );

  const autosave = useCallback(() => {
    const current = valuesRef.current;
    if (sameDraft(current, lastSaved.current)) return;
    const isBlank =
      lastSaved.current === null &&
      current.subject === '' &&
      current.message === '' &&
      current.attachment === null;
    if (isBlank) return;
    save(false).catch(() => undefined);
  }, [save]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(autosave, AUTOSAVE_DELAY_MS);
  }, [autosave]);

  // Restored words are saved soon, as if just typed; the timer stops with the screen.
  useEffect(() => {
    if (initial.restored && isWritable) schedule();
    return () => clearTimeout(timer.current);
  }, [initial.restored, isWritable, schedule]);

  function change(patch: Partial<DraftValues>) {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    if (sameDraft(next, lastSaved.current)) removeStoredDraft(key);
    else writeStoredDraft(key, next);
    setStatus((current) => (current === 'saving' ? current : 'dirty'));
    if (problem?.kind === 'fields' && isComplete(next)) setProblem(null);
    schedule();
  }

  return {
    values,
    change,
    status,
    savedAt,
    problem,
    setProblem,
    isRestored: initial.restored,
    /** Saves now (the pending automatic save is not needed any more). */
    saveNow(send: boolean) {
      clearTimeout(timer.current);
      return save(send);
    },
    /** Once sent, the local copy has done its work. */
    forget: () => removeStoredDraft(key),
  };
}
