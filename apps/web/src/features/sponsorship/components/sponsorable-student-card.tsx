// A student a sponsor may choose: photo, first name, age and grade, village, and how many
// sponsors they have; Choose holds them. The student the sponsor holds says so and offers
// Confirm instead.
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { MAX_SPONSORS_PER_STUDENT, type SponsorableStudent } from '@portal/shared';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { lookupLabel } from '../../../lib/lookups';
import { useSponsorshipTranslation } from '../i18n';
import type { ConfirmHold } from './use-confirm-hold';

interface SponsorableStudentCardProps {
  student: SponsorableStudent;
  isHeld: boolean;
  confirmHold: ConfirmHold;
  isChoosing: boolean;
  onChoose: (student: SponsorableStudent) => Promise<void>;
}

function StudentFacts({ student, isHeld }: { student: SponsorableStudent; isHeld: boolean }) {
  const { t } = useSponsorshipTranslation();
  return (
    <CardContent sx={{ textAlign: 'center' }}>
      <Avatar
        src={thumbnailUrl(student.photoUrl) ?? undefined}
        alt=""
        sx={{ width: 72, height: 72, mx: 'auto', mb: 1 }}
      >
        {student.firstName.slice(0, 1)}
      </Avatar>
      <Typography component="h3" variant="h6">
        {student.firstName}
      </Typography>
      <Typography variant="body2">
        {[
          student.age === null ? null : t('sponsorship.sponsor.age', { count: student.age }),
          student.grade
            ? lookupLabel(t, 'grades', { code: student.grade, name: student.grade })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {student.village.name}
      </Typography>
      {/* The sponsor's own hold does not count for them: "0 of 3" would mislead. */}
      {isHeld ? (
        <Typography variant="body2" color="primary" sx={{ fontWeight: 500 }}>
          {t('sponsorship.sponsor.heldCard')}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('sponsorship.pair.places', {
            count: student.sponsorCount,
            max: MAX_SPONSORS_PER_STUDENT,
          })}
        </Typography>
      )}
    </CardContent>
  );
}

export function SponsorableStudentCard({
  student,
  isHeld,
  confirmHold,
  isChoosing,
  onChoose,
}: SponsorableStudentCardProps) {
  const { t } = useSponsorshipTranslation();
  return (
    <li data-testid={`sponsorable-${student.id}`}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <StudentFacts student={student} isHeld={isHeld} />
        <CardActions sx={{ justifyContent: 'center' }}>
          {isHeld ? (
            <Button
              variant="contained"
              loading={confirmHold.create.isPending}
              onClick={() => void confirmHold.confirm()}
              aria-label={t('sponsorship.sponsor.confirmNamed', { name: student.firstName })}
            >
              {t('sponsorship.sponsor.confirm')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={() => void onChoose(student)}
              disabled={isChoosing}
              aria-label={t('sponsorship.sponsor.chooseNamed', { name: student.firstName })}
            >
              {t('sponsorship.sponsor.choose')}
            </Button>
          )}
        </CardActions>
      </Card>
    </li>
  );
}
