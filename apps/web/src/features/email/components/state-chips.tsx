// A campaign's state and a message's status as chips: the word always shows (colour is never
// the only signal).
import Chip from '@mui/material/Chip';
import type { CampaignState, MailStatus } from '@portal/shared';
import { useEmailTranslation } from '../i18n';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const STATE_COLORS: Record<CampaignState, ChipColor> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'primary',
  paused: 'warning',
  finished: 'success',
  cancelled: 'default',
};

const STATUS_COLORS: Record<MailStatus, ChipColor> = {
  pending: 'info',
  held: 'warning',
  sent: 'success',
  failed: 'error',
  bounced: 'error',
  skipped: 'default',
  cancelled: 'default',
  kept: 'default',
};

export function CampaignStateChip({ state }: { state: CampaignState }) {
  const { t } = useEmailTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLORS[state]}
      label={t(`states.${state}`)}
      data-testid="campaign-state"
    />
  );
}

export function MailStatusChip({ status }: { status: MailStatus }) {
  const { t } = useEmailTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={t(`statuses.${status}`)}
    />
  );
}
