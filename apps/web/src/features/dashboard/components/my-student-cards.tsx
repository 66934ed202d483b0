// A sponsor's home (the phone app's first screen, and the portal's dashboard): a card per current
// student with photo, first name, age and village, the letters exchanged this year, the days
// since the sponsor last wrote, the next letter to write (a link to write it), and the student's
// donation page's progress with a button that opens the phone's share sheet (or copies the link
// where there is none).
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatMoney, type SponsorStudentCard } from '@portal/shared';
import { buildPath, PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { useDashboardTranslation } from '../i18n';
import { NextLetter } from './participant-details';
import { SharePageButton } from './share-page-button';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar days between the two instants in the device's time zone (the sponsor's own). */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const dayOf = (at: Date) => Date.UTC(at.getFullYear(), at.getMonth(), at.getDate());
  return Math.round((dayOf(later) - dayOf(earlier)) / DAY_MS);
}

function LastLetter({ card }: { card: SponsorStudentCard }) {
  const { t } = useDashboardTranslation();
  if (card.lastSentAt === null)
    return <>{t('dashboard.myStudents.notYet', { name: card.firstName })}</>;
  const days = Math.max(0, calendarDaysBetween(new Date(card.lastSentAt), new Date()));
  return (
    <>
      {days === 0
        ? t('dashboard.myStudents.wroteToday')
        : t('dashboard.myStudents.daysSince', { count: days })}
    </>
  );
}

function PageProgress({
  card,
  page,
  currency,
}: {
  card: SponsorStudentCard;
  page: NonNullable<SponsorStudentCard['donationPage']>;
  currency: string;
}) {
  const { t } = useDashboardTranslation();
  const { language } = useFormat();
  const money = (cents: number) => formatMoney(cents, currency, language);
  const words = t('dashboard.donations.page', {
    name: card.firstName,
    raised: money(page.raisedCents),
    goal: money(page.goalCents),
  });
  const percent =
    page.goalCents === 0
      ? 100
      : Math.min(100, Math.round((page.raisedCents / page.goalCents) * 100));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">{words}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={words} />
      <SharePageButton name={card.firstName} url={page.url} goal={money(page.goalCents)} />
    </Box>
  );
}

function StudentCard({ card, currency }: { card: SponsorStudentCard; currency: string }) {
  const { t } = useDashboardTranslation();
  const place = [
    card.age === null ? null : t('dashboard.myStudents.age', { count: card.age }),
    card.village,
  ].filter((part) => part !== null);
  return (
    <Card component="li" variant="outlined" data-testid="my-student-card">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar
            src={thumbnailUrl(card.photoUrl) ?? undefined}
            alt=""
            sx={{ width: 56, height: 56 }}
          >
            {card.firstName.slice(0, 1)}
          </Avatar>
          <div>
            <Typography component="h4" variant="h6">
              {card.firstName}
            </Typography>
            <Typography variant="body1" color="text.secondary">
              {place.join(' · ')}
            </Typography>
          </div>
        </Box>
        <Typography variant="body1">
          {t('dashboard.myStudents.letters', { received: card.received, sent: card.sent })}{' '}
          <LastLetter card={card} />
        </Typography>
        <Typography variant="body1">
          <NextLetter next={card.next} />{' '}
          {card.next ? (
            <Link
              component={RouterLink}
              to={buildPath(PATHS.letterWrite, {
                sponsorshipId: card.sponsorshipId,
                number: card.next.number,
              })}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
            >
              {t('dashboard.myStudents.write', { number: card.next.number })}
            </Link>
          ) : null}
        </Typography>
        {card.donationPage ? (
          <PageProgress card={card} page={card.donationPage} currency={currency} />
        ) : null}
      </CardContent>
    </Card>
  );
}

export function MyStudentCards({
  cards,
  currency,
}: {
  cards: SponsorStudentCard[];
  /** The donation pages' currency (ISO 4217). */
  currency: string;
}) {
  const { t } = useDashboardTranslation();
  if (cards.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="my-student-cards-title" data-testid="my-students">
      <Typography id="my-student-cards-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('dashboard.myStudents.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {cards.map((card) => (
          <StudentCard key={card.sponsorshipId} card={card} currency={currency} />
        ))}
      </Box>
    </Box>
  );
}
