// The photo shown large with its caption: the preview of a chosen file, the current photo with
// the user's name, or their initials when there is none.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UserData } from '@portal/shared';
import { initialsOf } from '../../../lib/initials';
import { useProfileTranslation } from '../i18n';

const AVATAR_SIZE = { width: { xs: 120, sm: 160 }, height: { xs: 120, sm: 160 } };

export function PhotoFigure({ user, previewUrl }: { user: UserData; previewUrl: string | null }) {
  const { t } = useProfileTranslation();
  const isPreview = previewUrl !== null;
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
      <Avatar
        src={isPreview ? previewUrl : (user.photoUrl ?? undefined)}
        alt={
          isPreview
            ? t('profile.photo.previewAlt')
            : user.photoUrl
              ? t('profile.photo.alt', { name: user.fullName })
              : undefined
        }
        sx={{ ...AVATAR_SIZE, fontSize: 48, bgcolor: 'secondary.main', mx: 'auto' }}
        data-testid={isPreview ? 'profile-photo-preview' : 'profile-photo-current'}
      >
        <span aria-hidden>{initialsOf(user.firstName, user.lastName)}</span>
      </Avatar>
      <Typography
        component="figcaption"
        variant="body2"
        sx={{ mt: 1, mx: 'auto', color: 'text.secondary', maxWidth: 200 }}
      >
        {isPreview
          ? t('profile.photo.previewTitle')
          : user.photoUrl
            ? user.fullName
            : t('profile.photo.none')}
      </Typography>
    </Box>
  );
}
