// What the writer's screen keeps of a letter being written: the words on the screen, the copy in
// localStorage until the server confirms it (a reload or a dropped network loses nothing), the
// save that runs by itself 1.5 s after typing stops, and the saves in order (one at a time, the
// last words last). The languages are not the writer's: the server sets them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Letter } from '@portal/shared';
import { isMobileBuild } from '../../../config/env';
import { isWorthRetrying, withOutboxLock } from '../../../lib/offline/outbox';
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
import { queueDraft, unqueueDraft } from './offline-draft';

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

/** `offline`: the save found no connection; the phone app keeps the words and saves them later. */
export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed' | 'offline';
/** What went wrong last: a field left empty on "send", or the server's refusal. */
export type Problem = { kind: 'fields' } | { kind: 'error'; error: unknown } | null;

/** Whether a letter has what sending it needs: a subject and a message. */
export function isComplete(values: DraftValues): boolean {
  return values.subject.trim() !== '' && values.message.trim() !== '';
}

function valuesOf(letter: Letter): DraftValues {
  return { subject: letter.subject, message: letter.message, attachment: letter.attachment };
}

/**
 * What the screen starts with: unsaved words from this browser win over what the server holds
 * (a stored copy equal to the server's has done its work and goes).
 */
function initialDraft(key: string, letter?: Letter): { values: DraftValues; restored: boolean } {
  const fromServer = letter ? valuesOf(letter) : null;
  const stored = readStoredDraft(key);
  if (stored && !sameDraft(stored, fromServer)) return { values: stored, restored: true };
  if (stored) removeStoredDraft(key);
  return {
    values: fromServer ?? { subject: '', message: '', attachment: null },
    restored: false,
  };
}

/** Nothing worth an automatic save: unchanged since the last save, or a new letter still blank. */
function isNothingToSave(current: DraftValues, lastSaved: DraftValues | null): boolean {
  if (sameDraft(current, lastSaved)) return true;
  return (
    lastSaved === null &&
    current.subject === '' &&
    current.message === '' &&
    current.attachment === null
  );
}

/**
 * The browser's copy of words the server has not confirmed (and the phone app's outbox copy,
 * which is sent by itself when the connection returns); none once the server has them.
 */
function keepCopy(
  slot: { key: string; userId: number; sponsorshipId: number; number: number },
  next: DraftValues,
  lastSaved: DraftValues | null,
): void {
  const isSaved = sameDraft(next, lastSaved);
  if (isSaved) removeStoredDraft(slot.key);
  else writeStoredDraft(slot.key, next);
  if (!isMobileBuild) return;
  if (isSaved) void unqueueDraft(slot.userId, slot.sponsorshipId, slot.number, next);
  else void queueDraft(slot.userId, slot.sponsorshipId, slot.number, next);
}

/** Runs saves one at a time, in the order asked, whether the one before failed or not. */
function useSaveQueue() {
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(run, run);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);
}

/**
 * The automatic save's timer: `schedule` (re)starts it, `cancel` stops it. Restored words are
 * saved soon, as if just typed; the timer stops with the screen.
 */
function useAutosaveTimer(autosave: () => void, isRestored: boolean, isWritable: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(autosave, AUTOSAVE_DELAY_MS);
  }, [autosave]);
  useEffect(() => {
    if (isRestored && isWritable) schedule();
    return () => clearTimeout(timer.current);
  }, [isRestored, isWritable, schedule]);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { schedule, cancel };
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
  const userId = userData?.id ?? 0;
  const key = draftStorageKey(userId, sponsorshipId, number);

  // What the server holds, and what the screen starts with.
  const [initial] = useState(() => initialDraft(key, letter));
  const [values, setValues] = useState<DraftValues>(initial.values);
  const valuesRef = useRef(initial.values);
  const lastSaved = useRef<DraftValues | null>(letter ? valuesOf(letter) : null);
  const [status, setStatus] = useState<SaveStatus>(initial.restored ? 'dirty' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(letter?.updatedAt ?? null);
  const [problem, setProblem] = useState<Problem>(null);
  const enqueue = useSaveQueue();

  /** Saves what is on the screen now, after any save already on its way. */
  const save = useCallback(
    (send: boolean) =>
      enqueue(async () => {
        const snapshot = valuesRef.current;
        setStatus('saving');
        const run = () =>
          saveLetter({
            sponsorshipId,
            number,
            subject: snapshot.subject,
            message: snapshot.message,
            attachmentFileId: snapshot.attachment?.fileId ?? null,
            send,
          });
        try {
          // The phone app's outbox may be sending these words too: one after the other.
          const saved = await (isMobileBuild ? withOutboxLock(run) : run());
          if (isMobileBuild) void unqueueDraft(userId, sponsorshipId, number, snapshot);
          lastSaved.current = snapshot;
          if (sameDraft(valuesRef.current, snapshot)) removeStoredDraft(key);
          setSavedAt(new Date().toISOString());
          setStatus(sameDraft(valuesRef.current, snapshot) ? 'saved' : 'dirty');
          // A saved draft answers a refused save, not fields still empty on "send".
          setProblem((current) => (current?.kind === 'fields' ? current : null));
          void refreshLetters(queryClient);
          return saved;
        } catch (error) {
          // The words stay on the screen and in localStorage (and the phone app's outbox, which
          // saves them when the connection returns): nothing typed is lost.
          const isOffline = isMobileBuild && !send && isWorthRetrying(error);
          setStatus(isOffline ? 'offline' : 'failed');
          setProblem(isOffline ? null : { kind: 'error', error });
          throw error;
        }
      }),
    [enqueue, key, number, queryClient, sponsorshipId, userId],
  );

  const autosave = useCallback(() => {
    if (isNothingToSave(valuesRef.current, lastSaved.current)) return;
    save(false).catch(() => undefined);
  }, [save]);
  const timer = useAutosaveTimer(autosave, initial.restored, isWritable);

  function change(patch: Partial<DraftValues>) {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    keepCopy({ key, userId, sponsorshipId, number }, next, lastSaved.current);
    setStatus((current) => (current === 'saving' ? current : 'dirty'));
    if (problem?.kind === 'fields' && isComplete(next)) setProblem(null);
    timer.schedule();
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
      timer.cancel();
      return save(send);
    },
    /** Once sent, the local copy has done its work. */
    forget: () => removeStoredDraft(key),
  };
}
