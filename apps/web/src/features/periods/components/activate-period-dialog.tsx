// "Activate" a draft year: irreversible, so the confirmation says exactly what happens
// ("2026-2027 becomes the available year; 2025-2026 closes"), whether the year's recommit and
// student upgrade have run, and sends the year it named as closing: if another year became
// available meanwhile, the server refuses ("already available year") instead of closing a year
// nobody confirmed. When recommit has not run and the closing year's sponsorships would end, the
// server refuses with their count: the dialog says so in the server's words and offers a second,
// explicit button ("End 12 sponsorships and activate") that sends that count.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Period } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useActivatePeriod } from '../api/activate-period';
import { usePeriodsTranslation } from '../i18n';

export interface ActivatePeriodDialogProps {
  /** The draft to activate; none: the dialog is closed. */
  period: Period | undefined;
  /** The year available now, which closes. */
  available: Period | undefined;
  onClose: () => void;
}

/** The server's refusal to end sponsorships unconfirmed: its words and how many would end. */
interface EndingRefusal {
  message: string;
  count: number;
}

function endingRefusal(error: unknown, message: string): EndingRefusal | undefined {
  if (!(error instanceof ApiError) || error.code !== 'RECOMMIT_NOT_RUN') return undefined;
  const count = Number(error.params?.count);
  return Number.isInteger(count) ? { message, count } : undefined;
}

export function ActivatePeriodDialog({ period, available, onClose }: ActivatePeriodDialogProps) {
  const { t } = usePeriodsTranslation();
  const activate = useActivatePeriod();
  const [refusal, setRefusal] = useState<EndingRefusal>();

  function close() {
    setRefusal(undefined);
    onClose();
  }

  async function confirm() {
    if (!period) return;
    try {
      await activate.mutateAsync({
        id: period.id,
        closingPeriodId: available?.id ?? null,
        ...(refusal ? { endingSponsorships: refusal.count } : {}),
      });
      notify.success(t('periods.activate.done', { name: period.name }));
      close();
    } catch (error) {
      const refused = endingRefusal(error, getErrorMessage(error, t));
      if (refused) {
        setRefusal(refused);
        return;
      }
      notify.error(getErrorMessage(error, t));
      close();
    }
  }

  const name = period?.name ?? '';
  return (
    <ConfirmDialog
      open={period !== undefined}
      title={t('periods.activate.title', { name })}
      description={<ActivateDescription period={period} available={available} refusal={refusal} />}
      confirmLabel={
        refusal
          ? t('periods.activate.endAndActivate', { count: refusal.count })
          : t('periods.activate.confirm', { name })
      }
      onConfirm={() => void confirm()}
      onCancel={close}
      busy={activate.isPending}
      destructive
    />
  );
}

function ActivateDescription({
  period,
  available,
  refusal,
}: {
  period: Period | undefined;
  available: Period | undefined;
  refusal: EndingRefusal | undefined;
}) {
  const { t } = usePeriodsTranslation();
  const name = period?.name ?? '';
  return (
    <>
      {available
        ? t('periods.activate.textWithClosing', { name, closing: available.name })
        : t('periods.activate.text', { name })}{' '}
      {t('periods.activate.irreversible')}
      {period ? (
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }} data-testid="activate-cycle-state">
          <li>
            {period.recommited
              ? t('periods.activate.recommitRun')
              : t('periods.activate.recommitNotRun')}
          </li>
          <li>
            {period.upgraded
              ? t('periods.activate.upgradeRun')
              : t('periods.activate.upgradeNotRun')}
          </li>
        </Box>
      ) : null}
      {refusal ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {refusal.message}
        </Alert>
      ) : null}
    </>
  );
}
