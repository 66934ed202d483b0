// An import's state: the kind and the file chosen, the server's check of it (the preview), the
// import itself, the upload's progress and what was imported. A file over
// the size limit is refused here rather than after sending 10 MB for nothing (the server checks
// again).
import { useRef, useState, type ChangeEvent } from 'react';
import { IMPORT_MAX_BYTES, type ImportCommitResult, type ImportKind } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCommitImport } from '../api/commit-import';
import { usePreviewImport } from '../api/preview-import';
import { useToolsTranslation } from '../i18n';

export function useImportFile() {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const [kind, setKind] = useState<ImportKind>('students');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<ImportCommitResult | null>(null);
  const [isTooLarge, setTooLarge] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewImport();
  const commit = useCommitImport();

  function chooseKind(chosenKind: ImportKind) {
    setKind(chosenKind);
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    setTooLarge(false);
    setDone(null);
    preview.reset();
    commit.reset();
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (once fixed) is noticed.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setDone(null);
    commit.reset();
    if (chosen.size > IMPORT_MAX_BYTES) {
      preview.reset();
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    setProgress(0);
    preview.mutate(
      { kind, file: chosen, onProgress: setProgress },
      { onSettled: () => setProgress(null) },
    );
  }

  /** Imports the file checked; `onEnd` closes the confirmation, whatever the outcome. */
  function runImport(onEnd: () => void) {
    if (!file) return;
    setProgress(0);
    commit.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: (imported) => {
          onEnd();
          setDone(imported);
          preview.reset();
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
          notify.success(
            t(`tools.import.done.${imported.kind}`, {
              count: imported.imported,
              formatted: format.number(imported.imported),
            }),
          );
        },
        onError: onEnd,
        onSettled: () => setProgress(null),
      },
    );
  }

  return {
    kind,
    chooseKind,
    file,
    inputRef,
    onFile,
    isTooLarge,
    progress,
    preview,
    commit,
    isBusy: preview.isPending || commit.isPending,
    /** The check of the file, once it is about the kind chosen. */
    result: preview.data && preview.data.kind === kind ? preview.data : undefined,
    runImport,
    done,
  };
}

export type ImportFile = ReturnType<typeof useImportFile>;
