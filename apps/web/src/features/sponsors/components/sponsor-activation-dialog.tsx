// "Deactivate" or "Activate" a sponsor, asked first; the dialog closes once it is done or refused.
import type { SponsorDetails } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetSponsorActive } from '../api/set-sponsor-active';
import { useSponsorsTranslation } from '../i18n';
import { useToastedAction } from './use-toasted-action';

export function SponsorActivationDialog({
  sponsor,
  open,
  onClose,
}: {
  sponsor: SponsorDetails;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useSponsorsTranslation();
  const activation = useSetSponsorActive(sponsor.id);
  const withToast = useToastedAction();

  const toggleActive = async () => {
    await withToast(
      () => activation.mutateAsync(!sponsor.active),
      sponsor.active ? 'sponsors.activation.deactivated' : 'sponsors.activation.activated',
    );
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t(
        sponsor.active
          ? 'sponsors.activation.deactivateTitle'
          : 'sponsors.activation.activateTitle',
        { name: sponsor.fullName },
      )}
      description={t(
        sponsor.active
          ? 'sponsors.activation.deactivateDescription'
          : 'sponsors.activation.activateDescription',
        { name: sponsor.fullName },
      )}
      confirmLabel={t(
        sponsor.active ? 'sponsors.activation.deactivate' : 'sponsors.activation.activate',
      )}
      destructive={sponsor.active}
      busy={activation.isPending}
      onConfirm={() => void toggleActive()}
      onCancel={onClose}
    />
  );
}
