// A sponsor's parents or guardians: each with contact data, and (for whoever may change the
// sponsor) add, edit and remove, the removal after a confirmation naming the person.
import { useState } from 'react';
import { useSponsorsTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { MAX_PARENTS_PER_SPONSOR, type SponsorParent } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useDeleteSponsorParent } from '../api/delete-sponsor-parent';
import { ParentFormDialog } from './parent-form-dialog';

export function ParentsSection({
  sponsorId,
  parents,
  canEdit,
}: {
  sponsorId: number;
  parents: SponsorParent[];
  canEdit: boolean;
}) {
  const { t } = useSponsorsTranslation();
  const [editing, setEditing] = useState<SponsorParent | 'new' | null>(null);
  const [removing, setRemoving] = useState<SponsorParent | null>(null);
  const remove = useDeleteSponsorParent(sponsorId);
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
              {canEdit && (
                <CardActions>
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
        onClose={() => setEditing(null)}
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
