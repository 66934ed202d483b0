// "My students": the students the sponsor sponsors this year, each with photo, first name and
// village.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { useSponsorships } from '../api/get-sponsorships';
import { useSponsorshipTranslation } from '../i18n';

export function MyStudents() {
  const { t } = useSponsorshipTranslation();
  const mine = useSponsorships({ pageSize: 50 });
  return (
    <Box component="section" aria-labelledby="my-students">
      <Typography id="my-students" variant="h5" component="h2" gutterBottom>
        {t('sponsorship.mine.title')}
      </Typography>
      {mine.isPending ? (
        <LoadingSkeleton />
      ) : mine.error ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.items.length === 0 ? (
        <EmptyState message={t('sponsorship.mine.empty')} />
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mine.data.items.map((item) => (
            <Card key={item.id} variant="outlined" sx={{ minWidth: 200 }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Avatar src={thumbnailUrl(item.student.photoUrl) ?? undefined} alt="">
                  {item.student.firstName.slice(0, 1)}
                </Avatar>
                <div>
                  <Typography component="h3" variant="subtitle1">
                    {item.student.firstName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.student.village.name}
                  </Typography>
                </div>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
