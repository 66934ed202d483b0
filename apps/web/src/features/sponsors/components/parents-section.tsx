// A sponsor's parents or guardians: each with contact data, and (for whoever may change the
// sponsor) add, edit and remove, the removal after a confirmation naming the person. A contact
// waiting for a coordinator says so (decision 030): to the sponsor, that their coordinator
// confirms it; to a coordinator, with "Confirm contact" after a confirmation naming what they
// vouch for.
import { useState } from 'react';
import { useSponsorsTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MAX_PARENTS_PER_SPONSOR, type SponsorParent } from '@portal/shared';
import { ParentCard } from './parent-card';
import { ConfirmContactDialog, RemoveParentDialog } from './parent-confirm-dialogs';
import { ParentFormDialog } from './parent-form-dialog';
import { useParentConfirmAndRemove } from './use-parent-confirm-and-remove';

/** The section's heading with Add (unless the sponsor has as many parents as allowed). */
function ParentsHeader({
  canEdit,
  isFull,
  onAdd,
}: {
  canEdit: boolean;
  isFull: boolean;
  onAdd: () => void;
}) {
  const { t } = useSponsorsTranslation();
  return (
    <>
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
          <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd} disabled={isFull}>
            {t('sponsors.parents.add')}
          </Button>
        )}
      </Stack>
      {canEdit && isFull && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('sponsors.parents.limit', { num: MAX_PARENTS_PER_SPONSOR })}
        </Typography>
      )}
    </>
  );
}

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
  const changes = useParentConfirmAndRemove(sponsorId);
  const isFull = parents.length >= MAX_PARENTS_PER_SPONSOR;

  return (
    <Box component="section" aria-labelledby="parents-heading" data-testid="parents-section">
      <ParentsHeader canEdit={canEdit} isFull={isFull} onAdd={() => setEditing('new')} />
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
            <ParentCard
              key={parent.id}
              parent={parent}
              canEdit={canEdit}
              canConfirm={canConfirm}
              onConfirm={changes.setConfirming}
              onEdit={setEditing}
              onRemove={changes.setRemoving}
            />
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
      <ConfirmContactDialog
        parent={changes.confirming}
        sponsorName={sponsorName}
        busy={changes.isConfirmingBusy}
        onConfirm={() => void changes.confirmContact()}
        onCancel={() => changes.setConfirming(null)}
      />
      <RemoveParentDialog
        parent={changes.removing}
        busy={changes.isRemovingBusy}
        onConfirm={() => void changes.confirmRemove()}
        onCancel={() => changes.setRemoving(null)}
      />
    </Box>
  );
}
