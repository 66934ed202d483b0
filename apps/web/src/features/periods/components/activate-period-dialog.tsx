// "Activate" a draft year: irreversible, so the confirmation says exactly what happens
// ("2026-2027 becomes the available year; 2025-2026 closes") and sends the year it named as
// closing: if another year became available meanwhile, the server refuses ("already available
// year") instead of closing a year nobody confirmed.
import { usePeriodsTranslation } from '../i18n';
import type { Period } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useActivatePeriod } from '../api/activate-period';

export interface ActivatePeriodDialogProps {
  /** The draft to activate; none: the dialog is closed. */
  period: Period | undefined;
  /** The year available now, which closes. */
  available: Period | undefined;
  onClose: () => void;
}

export function ActivatePeriodDialog({ period, available, onClose }: ActivatePeriodDialogProps) {
  const { t } = usePeriodsTranslation();
  const activate = useActivatePeriod();

  async function confirm() {
    if (!period) return;
    try {
      await activate.mutateAsync({ id: period.id, closingPeriodId: available?.id ?? null });
      notify.success(t('periods.activate.done', { name: period.name }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      onClose();
    }
  }

  const name = period?.name ?? '';
  return (
    <ConfirmDialog
      open={period !== undefined}
      title={t('periods.activate.title', { name })}
      description={
        <>
          {available
            ? t('periods.activate.textWithClosing', { name, closing: available.name })
            : t('periods.activate.text', { name })}{' '}
          {t('periods.activate.irreversible')}
        </>
      }
      confirmLabel={t('periods.activate.confirm', { name })}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={activate.isPending}
      destructive
    />
  );
}
