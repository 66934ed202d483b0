// The photo's changes and their state: a chosen file previewed until it is saved (with the
// upload's progress) or cancelled, a confirmed removal, and what went wrong. Focus goes to Save
// when a preview opens, and back to the choose button when it closes.
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useDeleteMyPhoto } from '../api/delete-my-photo';
import { useUploadMyPhoto } from '../api/upload-my-photo';
import { useProfileTranslation } from '../i18n';

/** The browser's own refusal of a file, before sending it. */
export type PhotoRefusal = {
  key: 'profile.photo.onlyJpeg' | 'profile.photo.tooLarge';
  params?: Record<string, number>;
};

type Problem = { local: PhotoRefusal } | { server: unknown };

export function usePhotoChange() {
  const { t } = useProfileTranslation();
  const upload = useUploadMyPhoto();
  const remove = useDeleteMyPhoto();
  const chooseRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const focusChoose = () => requestAnimationFrame(() => chooseRef.current?.focus());

  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    if (!pending) return;
    saveRef.current?.focus();
    return () => URL.revokeObjectURL(pending.url);
  }, [pending]);

  const preview = (file: File) => {
    setProblem(null);
    setPending({ file, url: URL.createObjectURL(file) });
  };

  const cancel = () => {
    setPending(null);
    setProblem(null);
    // After the preview closes, focus goes back where the person started.
    focusChoose();
  };

  const save = async () => {
    if (!pending) return;
    setProblem(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file: pending.file, onProgress: setProgress });
      setPending(null);
      notify.success(t('profile.photo.saved'));
      focusChoose();
    } catch (error) {
      setProblem({ server: error });
    } finally {
      setProgress(null);
    }
  };

  const confirmRemoval = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      notify.success(t('profile.photo.removed'));
    } catch (error) {
      setProblem({ server: error });
    } finally {
      setConfirmingRemoval(false);
      focusChoose();
    }
  };

  const problemText = problem
    ? 'local' in problem
      ? t(problem.local.key, problem.local.params ?? {})
      : getErrorMessage(problem.server, t)
    : null;

  return {
    chooseRef,
    saveRef,
    previewUrl: pending?.url ?? null,
    preview,
    refuse: (refusal: PhotoRefusal) => setProblem({ local: refusal }),
    cancel,
    save,
    progress,
    problemText,
    isConfirmingRemoval,
    askRemoval: () => setConfirmingRemoval(true),
    cancelRemoval: () => setConfirmingRemoval(false),
    confirmRemoval,
    isRemoving: remove.isPending,
  };
}
