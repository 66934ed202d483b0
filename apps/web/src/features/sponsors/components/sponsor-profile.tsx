// One sponsor: photo, contact fields, school, linked account, leadership distinction, parents.
// Coordinators (canWrite) edit everything and (de)activate after a confirmation, and confirm a
// minor's parents and a parent's signature held for a check; the sponsor themselves (`isOwn`)
// edits their names, phone, photo and parents.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSponsorsTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DrawIcon from '@mui/icons-material/Draw';
import EditIcon from '@mui/icons-material/Edit';
import type { SponsorDetails } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailsList } from '../../../components/details-list';
import { PhotoPanel } from '../../../components/photo-panel';
import { initialsOf } from '../../../lib/initials';
import { buildPath, PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSetSponsorActive } from '../api/set-sponsor-active';
import { useSponsorPhoto } from '../api/set-sponsor-photo';
import { ParentConsentCheck } from './parent-consent-check';
import { ParentsSection } from './parents-section';
import { SponsorFormDialog } from './sponsor-form-dialog';
import { SponsorStudents } from './sponsor-students';

export function SponsorProfile({
  sponsor,
  canManage,
  canConfirm = false,
  isOwn,
}: {
  sponsor: SponsorDetails;
  /** A coordinator who may write sponsors (within scope: the server checks). */
  canManage: boolean;
  /** A coordinator who confirms parents' contacts and signatures (decision 030). */
  canConfirm?: boolean;
  /** The signed-in sponsor looking at their own record. */
  isOwn: boolean;
}) {
  const { t } = useSponsorsTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [confirmingActive, setConfirmingActive] = useState(false);
  const photo = useSponsorPhoto(sponsor.id);
  const activation = useSetSponsorActive(sponsor.id);
  const canEdit = canManage || isOwn;
  // The photo reaches the sponsor's students: a coordinator sets it after looking at it.
  const canEditPhoto = canManage;

  const withToast = async (action: () => Promise<unknown>, successKey: Parameters<typeof t>[0]) => {
    try {
      await action();
      notify.success(t(successKey));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
  };

  const toggleActive = async () => {
    await withToast(
      () => activation.mutateAsync(!sponsor.active),
      sponsor.active ? 'sponsors.activation.deactivated' : 'sponsors.activation.activated',
    );
    setConfirmingActive(false);
  };

  const yesNo = (value: boolean) => t(value ? 'sponsors.yes' : 'sponsors.no');

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
        <Box>
          <PhotoPanel
            photoUrl={sponsor.photoUrl}
            initials={initialsOf(sponsor.firstName, sponsor.lastName)}
            canEdit={canEditPhoto}
            size={180}
            labels={{
              alt: t('sponsors.photo.alt', { name: sponsor.fullName }),
              upload: t('sponsors.photo.upload'),
              replace: t('sponsors.photo.replace'),
              remove: t('sponsors.photo.remove'),
              removeTitle: t('sponsors.photo.removeTitle'),
              removeDescription: t('sponsors.photo.removeDescription', { name: sponsor.fullName }),
              wrongFile: t('sponsors.photo.wrongFile'),
            }}
            onUpload={(file) =>
              withToast(() => photo.upload.mutateAsync(file), 'sponsors.photo.saved')
            }
            onRemove={() => withToast(() => photo.remove.mutateAsync(), 'sponsors.photo.removed')}
            onRejectFile={(message) => notify.error(message)}
          />
          {isOwn && !canManage && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1, maxWidth: 220 }}
              data-testid="photo-by-coordinator"
            >
              {t('sponsors.photo.byCoordinator')}
            </Typography>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
          >
            <Typography component="h2" variant="h5" data-testid="sponsor-name">
              {sponsor.fullName}
            </Typography>
            <Chip
              size="small"
              color={sponsor.active ? 'success' : 'default'}
              label={t(sponsor.active ? 'sponsors.active' : 'sponsors.inactive')}
            />
          </Stack>
          <DetailsList
            items={[
              { id: 'email', label: t('sponsors.fields.email'), value: sponsor.email },
              { id: 'phone', label: t('sponsors.fields.phone'), value: sponsor.phone },
              { id: 'school', label: t('sponsors.fields.school'), value: sponsor.schoolName },
              {
                id: 'birthdate',
                label: t('sponsors.fields.birthdate'),
                value: sponsor.birthdate
                  ? format.date(`${sponsor.birthdate}T12:00:00Z`, {
                      dateStyle: 'long',
                      timeZone: 'UTC',
                    })
                  : null,
              },
              {
                id: 'account',
                label: t('sponsors.fields.account'),
                value: t(sponsor.hasAccount ? 'sponsors.accountLinked' : 'sponsors.accountNone'),
              },
              {
                id: 'leadershipDistinction',
                label: t('sponsors.fields.leadershipDistinction'),
                value: yesNo(sponsor.leadershipDistinction),
              },
            ]}
          />
          {canEdit && (
            <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                {t(isOwn && !canManage ? 'sponsors.details.editOwn' : 'sponsors.details.edit')}
              </Button>
              {canManage && (
                <Button
                  component={RouterLink}
                  to={`${PATHS.agreements}?sponsorId=${sponsor.id}`}
                  variant="outlined"
                  startIcon={<DrawIcon />}
                >
                  {t('sponsors.details.agreements')}
                </Button>
              )}
              {canManage && (
                <Button
                  component={RouterLink}
                  to={buildPath(PATHS.sponsorAssessments, { id: sponsor.id })}
                  variant="outlined"
                  startIcon={<AssignmentIcon />}
                >
                  {t('sponsors.details.assessments')}
                </Button>
              )}
              {canManage && (
                <Button
                  color={sponsor.active ? 'error' : 'primary'}
                  variant="outlined"
                  startIcon={sponsor.active ? <BlockIcon /> : <CheckCircleOutlineIcon />}
                  onClick={() => setConfirmingActive(true)}
                >
                  {t(
                    sponsor.active
                      ? 'sponsors.activation.deactivate'
                      : 'sponsors.activation.activate',
                  )}
                </Button>
              )}
            </Stack>
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
      <ConfirmDialog
        open={confirmingActive}
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
        onCancel={() => setConfirmingActive(false)}
      />
    </Paper>
  );
}
