// What the composer's buttons do: "Save draft" creates the draft (or changes it), "Send now" and
// "Schedule" save it first and then send it (now, or at a moment given in the user's time zone
// and sent as UTC). The server's refusals are kept: a field's under its input, the rest (an
// unknown variable, an empty audience) above the form.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useCreateCampaign } from '../api/create-campaign';
import { useSendCampaign } from '../api/send-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { useEmailTranslation } from '../i18n';
import { EMAIL_SCREEN_PATHS } from '../paths';
import { draftToInput, type ComposerDraft } from './composer-draft';

export type ComposerAction = 'save' | 'send' | 'schedule';

export function issuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]));
}

export function useComposerActions(initialId: number | null) {
  const { t } = useEmailTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const send = useSendCampaign();
  const [id, setId] = useState(initialId);
  const [busy, setBusy] = useState<ComposerAction | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function save(draft: ComposerDraft): Promise<number> {
    const body = draftToInput(draft);
    if (id === null) {
      const created = await create.mutateAsync(body);
      setId(created.id);
      return created.id;
    }
    await update.mutateAsync({ id, body });
    return id;
  }

  async function run(action: ComposerAction, draft: ComposerDraft, scheduledAt?: string) {
    setBusy(action);
    setError(null);
    try {
      const savedId = await save(draft);
      if (action === 'save') {
        notify.success(t('composer.saved'));
        if (id === null) {
          void navigate(buildPath(EMAIL_SCREEN_PATHS.campaignEdit, { id: savedId }), {
            replace: true,
          });
        }
        return true;
      }
      await send.mutateAsync({ id: savedId, ...(scheduledAt ? { scheduledAt } : {}) });
      notify.success(t(action === 'send' ? 'composer.sent' : 'composer.scheduled'));
      void navigate(buildPath(EMAIL_SCREEN_PATHS.campaign, { id: savedId }));
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { id, busy, error, issues: issuesOf(error), run };
}
