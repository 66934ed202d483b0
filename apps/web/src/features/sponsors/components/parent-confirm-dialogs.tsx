// The questions asked before a change to a parent: "Confirm contact", which shows the
// coordinator what they vouch for (the person, the sponsor, the relationship and the e-mail),
// and "Remove", which names the person.
import type { SponsorParent } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSponsorsTranslation } from '../i18n';

export function ConfirmContactDialog({
  parent,
  sponsorName,
  busy,
  onConfirm,
  onCancel,
}: {
  parent: SponsorParent | null;
  sponsorName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useSponsorsTranslation();
  return (
    <ConfirmDialog
      open={parent !== null}
      title={t('sponsors.parents.confirmTitle', { name: parent?.fullName ?? '' })}
      description={t('sponsors.parents.confirmDescription', {
        name: parent?.fullName ?? '',
        sponsor: sponsorName,
        relationship: parent ? t(`sponsors.relationship.${parent.relationship}`) : '',
        email: parent?.email ?? '',
      })}
      confirmLabel={t('sponsors.parents.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export function RemoveParentDialog({
  parent,
  busy,
  onConfirm,
  onCancel,
}: {
  parent: SponsorParent | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useSponsorsTranslation();
  return (
    <ConfirmDialog
      open={parent !== null}
      title={t('sponsors.parents.removeTitle')}
      description={t('sponsors.parents.removeDescription', { name: parent?.fullName ?? '' })}
      confirmLabel={t('sponsors.parents.remove')}
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
