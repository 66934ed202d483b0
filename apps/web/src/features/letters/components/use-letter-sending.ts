// Save draft and "Save and send" on the writer's screen: sending needs every field and a
// confirmation, and a sent letter goes back to the letters (the local copy has done its work).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useLettersTranslation } from '../i18n';
import { isComplete, type useLetterDraft } from './use-letter-draft';

export function useLetterSending(draft: ReturnType<typeof useLetterDraft>) {
  const { t } = useLettersTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'draft' | 'send' | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  async function saveDraft() {
    setBusy('draft');
    try {
      await draft.saveNow(false);
      notify.success(t('letters.writer.draftSaved'));
    } catch {
      // Shown above the form; nothing typed is lost.
    } finally {
      setBusy(null);
    }
  }

  function askToSend() {
    if (!isComplete(draft.values)) {
      draft.setProblem({ kind: 'fields' });
      return;
    }
    draft.setProblem(null);
    setConfirming(true);
  }

  async function send() {
    setBusy('send');
    try {
      await draft.saveNow(true);
      draft.forget();
      setConfirming(false);
      notify.success(t('letters.writer.sent'));
      await navigate(PATHS.letters);
    } catch {
      setConfirming(false);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    isConfirming,
    saveDraft,
    askToSend,
    send,
    cancelSend: () => setConfirming(false),
  };
}
