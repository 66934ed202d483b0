// What a signed-in student sees under "Sponsors": their sponsors' first names and photos.
import { useSponsorsTranslation } from '../i18n';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useMySponsors } from '../api/get-my-sponsors';

export function MySponsorsCards() {
  const { t } = useSponsorsTranslation();
  const sponsors = useMySponsors();
  if (sponsors.isPending) return <LoadingSkeleton lines={2} />;
  if (sponsors.isError)
    return <ErrorState error={sponsors.error} onRetry={() => void sponsors.refetch()} />;
  if (sponsors.data.items.length === 0) return <EmptyState message={t('sponsors.mine.empty')} />;
  return (
    <CardGrid label={t('nav.mySponsors')} minCardWidth={160}>
      {sponsors.data.items.map((sponsor) => (
        <Paper
          component="li"
          variant="outlined"
          key={sponsor.id}
          sx={{ p: 2, textAlign: 'center' }}
        >
          <Avatar
            src={sponsor.photoUrl ?? undefined}
            alt={t('sponsors.photo.alt', { name: sponsor.firstName })}
            sx={{ width: 96, height: 96, mx: 'auto', mb: 1, fontSize: 36 }}
          >
            {sponsor.firstName.charAt(0).toUpperCase()}
          </Avatar>
          <Typography sx={{ fontWeight: 500 }}>{sponsor.firstName}</Typography>
        </Paper>
      ))}
    </CardGrid>
  );
}
