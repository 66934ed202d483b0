// A campaign's Pause, Resume and Cancel (the last after a confirmation naming how many messages
// will never go), and "Edit draft" while it is a draft. Each says what happened in a toast.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Campaign } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buildPath } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCancelCampaign } from '../api/cancel-campaign';
import { usePauseCampaign } from '../api/pause-campaign';
import { useResumeCampaign } from '../api/resume-campaign';
import { useEmailTranslation } from '../i18n';
import { EMAIL_SCREEN_PATHS } from '../paths';

export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const pause = usePauseCampaign(campaign.id);
  const resume = useResumeCampaign(campaign.id);
  const cancel = useCancelCampaign(campaign.id);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const { state } = campaign;
  const notSent = campaign.counts.queued || campaign.recipients - campaign.counts.sent;
  const canCancel = state === 'scheduled' || state === 'sending' || state === 'paused';

  const run = (action: { mutateAsync: () => Promise<unknown> }, done: string) =>
    action.mutateAsync().then(
      () => notify.success(done),
      (error: unknown) => notify.error(getErrorMessage(error, t)),
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {state === 'draft' && campaign.canEdit ? (
        <Button
          variant="contained"
          component={RouterLink}
          to={buildPath(EMAIL_SCREEN_PATHS.campaignEdit, { id: campaign.id })}
        >
          {t('campaign.edit')}
        </Button>
      ) : null}
      {state === 'sending' ? (
        <Button
          variant="outlined"
          loading={pause.isPending}
          onClick={() => void run(pause, t('campaign.paused'))}
        >
          {t('campaign.pause')}
        </Button>
      ) : null}
      {state === 'paused' ? (
        <Button
          variant="contained"
          loading={resume.isPending}
          onClick={() => void run(resume, t('campaign.resumed'))}
        >
          {t('campaign.resume')}
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="outlined" color="error" onClick={() => setConfirmingCancel(true)}>
          {t('campaign.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={isConfirmingCancel}
        title={t('campaign.cancelTitle')}
        description={t('campaign.cancelText', {
          count: notSent,
          formatted: format.number(notSent),
        })}
        confirmLabel={t('campaign.cancelButton')}
        destructive
        busy={cancel.isPending}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() =>
          void run(cancel, t('campaign.cancelled')).then(() => setConfirmingCancel(false))
        }
      />
    </Stack>
  );
}
