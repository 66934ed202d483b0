// The sponsor's photo beside their profile. The photo reaches the sponsor's students, so only a
// coordinator sets it, after looking at it; the sponsor is told so.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SponsorDetails } from '@portal/shared';
import { PhotoPanel, photoPanelLabels } from '../../../components/photo-panel';
import { initialsOf } from '../../../lib/initials';
import { useSponsorPhoto } from '../api/set-sponsor-photo';
import { useSponsorsTranslation } from '../i18n';
import { useToastedAction } from './use-toasted-action';

export function SponsorPhotoColumn({
  sponsor,
  canManage,
  isOwn,
}: {
  sponsor: SponsorDetails;
  canManage: boolean;
  isOwn: boolean;
}) {
  const { t } = useSponsorsTranslation();
  const photo = useSponsorPhoto(sponsor.id);
  const withToast = useToastedAction();
  return (
    <Box>
      <PhotoPanel
        photoUrl={sponsor.photoUrl}
        initials={initialsOf(sponsor.firstName, sponsor.lastName)}
        canEdit={canManage}
        size={180}
        labels={photoPanelLabels(t, 'sponsors', sponsor.fullName)}
        onUpload={(file) => withToast(() => photo.upload.mutateAsync(file), 'sponsors.photo.saved')}
        onRemove={() => withToast(() => photo.remove.mutateAsync(), 'sponsors.photo.removed')}
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
  );
}
