// A sponsor's parents or guardians: each with contact data, and (for whoever may change the
// sponsor) add, edit and remove, the removal after a confirmation naming the person. A contact
// waiting for a coordinator says so (decision 030): to the sponsor, that their coordinator
// confirms it; to a coordinator, with "Confirm contact" after a confirmation naming what they
// vouch for.
import { useState } from 'react';
import { useSponsorsTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { MAX_PARENTS_PER_SPONSOR, type SponsorParent } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useConfirmSponsorParent } from '../api/confirm-sponsor-parent';
import { useDeleteSponsorParent } from '../api/delete-sponsor-parent';
import { ParentFormDialog } from './parent-form-dialog';

export function ParentsSection({
  sponsorId,
  sponsorName,
  parents,
  canEdit,
  canConfirm,
}: {
  sponsorId: number;
  sponsorName: string;
  parents: SponsorParent[];
  canEdit: boolean;
  /** A coordinator who confirms contacts (consentChecks); otherwise the sponsor's own view. */
  canConfirm: boolean;
}) {
  const { t } = useSponsorsTranslation();
  const [editing, setEditing] = useState<SponsorParent | 'new' | null>(null);
  const [removing, setRemoving] = useState<SponsorParent | null>(null);
  const [confirming, setConfirming] = useState<SponsorParent | null>(null);
  const remove = useDeleteSponsorParent(sponsorId);
  const confirm = useConfirmSponsorParent(sponsorId);

  const confirmContact = async () => {
    if (!confirming) return;
    try {
      await confirm.mutateAsync(confirming);
      notify.success(t('sponsors.parents.confirmedNotice', { name: confirming.fullName }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setConfirming(null);
    }
  };
  const isFull = parents.length >= MAX_PARENTS_PER_SPONSOR;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(t('sponsors.parents.removed', { name: removing.fullName }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="parents-heading" data-testid="parents-section">
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id="parents-heading" component="h3" variant="h6">
          {t('sponsors.parents.title')}
        </Typography>
        {canEdit && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            disabled={isFull}
          >
            {t('sponsors.parents.add')}
          </Button>
        )}
      </Stack>
      {canEdit && isFull && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('sponsors.parents.limit', { num: MAX_PARENTS_PER_SPONSOR })}
        </Typography>
      )}
      {parents.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }} data-testid="parents-empty">
          {t(canEdit ? 'sponsors.parents.emptyEditable' : 'sponsors.parents.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {parents.map((parent) => (
            <Card component="li" variant="outlined" key={parent.id} data-testid="parent-card">
              <CardContent>
                <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {parent.fullName}
                </Typography>
                {parent.isConfirmed ? null : (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    sx={{ my: 0.5, maxWidth: '100%', height: 'auto', py: 0.25 }}
                    label={t(
                      canConfirm ? 'sponsors.parents.waiting' : 'sponsors.parents.waitingOwn',
                    )}
                    data-testid="parent-waiting"
                  />
                )}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`sponsors.relationship.${parent.relationship}`)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {parent.email}
                </Typography>
                {parent.phoneNumber && (
                  <Typography variant="body2">{parent.phoneNumber}</Typography>
                )}
                {[
                  parent.address1,
                  parent.address2,
                  [parent.city, parent.state, parent.zipCode].filter(Boolean).join(', '),
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <Typography variant="body2" key={line}>
                      {line}
                    </Typography>
                  ))}
              </CardContent>
              {parent.isConfirmed || canConfirm ? null : (
                <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1 }}>
                  {t('sponsors.parents.waitingOwnHint')}
                </Typography>
              )}
              {canEdit && (
                <CardActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {canConfirm && !parent.isConfirmed && (
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={<VerifiedUserIcon />}
                      onClick={() => setConfirming(parent)}
                      aria-label={t('sponsors.parents.confirmNamed', { name: parent.fullName })}
                    >
                      {t('sponsors.parents.confirm')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    startIcon={<EditIcon />}
                    onClick={() => setEditing(parent)}
                    aria-label={t('sponsors.parents.editNamed', { name: parent.fullName })}
                  >
                    {t('sponsors.parents.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    onClick={() => setRemoving(parent)}
                    aria-label={t('sponsors.parents.removeNamed', { name: parent.fullName })}
                  >
                    {t('sponsors.parents.remove')}
                  </Button>
                </CardActions>
              )}
            </Card>
          ))}
        </Box>
      )}
      <ParentFormDialog
        open={editing !== null}
        sponsorId={sponsorId}
        parent={editing === 'new' || editing === null ? undefined : editing}
        isCoordinator={canConfirm}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('sponsors.parents.confirmTitle', { name: confirming?.fullName ?? '' })}
        description={t('sponsors.parents.confirmDescription', {
          name: confirming?.fullName ?? '',
          sponsor: sponsorName,
          relationship: confirming ? t(`sponsors.relationship.${confirming.relationship}`) : '',
          email: confirming?.email ?? '',
        })}
        confirmLabel={t('sponsors.parents.confirm')}
        busy={confirm.isPending}
        onConfirm={() => void confirmContact()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('sponsors.parents.removeTitle')}
        description={t('sponsors.parents.removeDescription', { name: removing?.fullName ?? '' })}
        confirmLabel={t('sponsors.parents.remove')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
