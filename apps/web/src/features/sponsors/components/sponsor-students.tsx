// The students a sponsor sponsors this year, on the sponsor's details page and the sponsor's own
// profile, each a link to the student's page. The API names them as the caller may see them:
// in full for coordinators, by first name for the sponsor (decision 032).
import { useSponsorsTranslation } from '../i18n';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { useFormat } from '../../../lib/format';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PATHS, buildPath } from '../../../config/paths';
import { useSponsorStudents } from '../api/get-sponsor-students';

export function SponsorStudents({ sponsorId }: { sponsorId: number }) {
  const { t } = useSponsorsTranslation();
  const format = useFormat();
  const students = useSponsorStudents(sponsorId);
  return (
    <Box component="section" aria-labelledby="sponsor-students-title">
      <Typography id="sponsor-students-title" variant="h6" component="h2">
        {t('sponsors.students.title')}
      </Typography>
      {students.isPending ? (
        <LoadingSkeleton lines={2} />
      ) : students.error ? (
        <ErrorState error={students.error} onRetry={() => void students.refetch()} />
      ) : students.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('sponsors.students.none')}</Typography>
      ) : (
        <List dense>
          {students.data.items.map((item) => (
            <ListItem key={item.id}>
              <ListItemAvatar>
                <Avatar src={thumbnailUrl(item.student.photoUrl) ?? undefined} alt="">
                  {item.student.firstName.slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={buildPath(PATHS.studentDetails, { id: item.student.id })}
                  >
                    {item.student.fullName}
                  </Link>
                }
                secondary={t('sponsors.students.since', {
                  village: item.student.village.name,
                  date: format.date(item.startedAt),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
