// The confirmation before refunding a confirmed online gift, and the refund itself.
import type { Donation } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useRefundDonation } from '../api/refund-donation';
import { useDonationsTranslation } from '../i18n';
import { payerName, useDonationMoney } from './donation-format';

export function RefundDialog({
  refunding,
  onClose,
}: {
  /** The gift to refund; null: the dialog is closed. */
  refunding: Donation | null;
  onClose: () => void;
}) {
  const { t } = useDonationsTranslation();
  const money = useDonationMoney();
  const refund = useRefundDonation();
  return (
    <ConfirmDialog
      open={refunding !== null}
      title={t('donations.refund.title')}
      description={
        refunding
          ? t('donations.refund.body', { amount: money(refunding), name: payerName(refunding) })
          : ''
      }
      confirmLabel={refunding ? t('donations.refund.confirm', { amount: money(refunding) }) : ''}
      destructive
      busy={refund.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!refunding) return;
        const amount = money(refunding);
        refund.mutate(refunding.id, {
          onSuccess: () => {
            notify.success(t('donations.refund.done', { amount }));
            onClose();
          },
          onError: (error) => notify.error(getErrorMessage(error, t)),
        });
      }}
    />
  );
}
