// One sponsor: photo, contact fields, school, linked account, leadership distinction, parents.
// Coordinators (canWrite) edit everything and (de)activate after a confirmation, and confirm a
// minor's parents and a parent's signature held for a check; those who pair sponsors offer an
// active sponsor another student; the sponsor themselves (`isOwn`) edits their names, phone,
// photo and parents.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { SponsorDetails } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { ParentConsentCheck } from './parent-consent-check';
import { ParentsSection } from './parents-section';
import { SponsorActions } from './sponsor-actions';
import { SponsorActivationDialog } from './sponsor-activation-dialog';
import { SponsorFacts } from './sponsor-facts';
import { SponsorFormDialog } from './sponsor-form-dialog';
import { SponsorPhotoColumn } from './sponsor-photo-column';
import { SponsorStudents } from './sponsor-students';

const OfferStudentDialog = lazyFormDialog(() => import('./offer-student-dialog'));

export function SponsorProfile({
  sponsor,
  canManage,
  canConfirm = false,
  canOffer = false,
  isOwn,
}: {
  sponsor: SponsorDetails;
  /** A coordinator who may write sponsors (within scope: the server checks). */
  canManage: boolean;
  /** A coordinator who confirms parents' contacts and signatures (decision 030). */
  canConfirm?: boolean;
  /** A coordinator who pairs sponsors and students, and so offers a sponsor another student. */
  canOffer?: boolean;
  /** The signed-in sponsor looking at their own record. */
  isOwn: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [confirmingActive, setConfirmingActive] = useState(false);
  const [isOffering, setOffering] = useState(false);
  const canEdit = canManage || isOwn;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="sponsor-profile">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <SponsorPhotoColumn sponsor={sponsor} canManage={canManage} isOwn={isOwn} />
        <Box sx={{ minWidth: 0 }}>
          <SponsorFacts sponsor={sponsor} />
          {canEdit && (
            <SponsorActions
              sponsor={sponsor}
              canManage={canManage}
              isOwn={isOwn}
              onEdit={() => setEditing(true)}
              onToggleActive={() => setConfirmingActive(true)}
              onOffer={canOffer && sponsor.active ? () => setOffering(true) : undefined}
            />
          )}
        </Box>
      </Box>
      <Divider sx={{ my: 3 }} />
      {/* Whether a parent's signature waits for a check (it draws nothing otherwise). */}
      {canConfirm ? (
        <Box sx={{ mb: 3 }}>
          <ParentConsentCheck sponsorId={sponsor.id} />
        </Box>
      ) : null}
      <ParentsSection
        sponsorId={sponsor.id}
        sponsorName={sponsor.fullName}
        parents={sponsor.parents}
        canEdit={canEdit}
        canConfirm={canConfirm}
      />
      <Divider sx={{ my: 3 }} />
      <SponsorStudents sponsorId={sponsor.id} />
      <SponsorFormDialog
        open={editing}
        mode={canManage ? 'edit' : 'own'}
        sponsor={sponsor}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
      <OfferStudentDialog open={isOffering} sponsor={sponsor} onClose={() => setOffering(false)} />
      <SponsorActivationDialog
        sponsor={sponsor}
        open={confirmingActive}
        onClose={() => setConfirmingActive(false)}
      />
    </Paper>
  );
}
