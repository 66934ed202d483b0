// Beside a participant's tiles: per partner (a sponsor's student, a student's sponsor) the
// letters received and sent this year and the next one to write, which opens that letter; a
// sponsor's next leadership meeting, which opens their meetings, and each of their donation
// pages' progress toward its goal, which opens their pages. Words and links, not numbers alone,
// so that each line says what to do next.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  type ParticipantDashboard,
  type PartnerLetters,
  type SponsorDonationPages,
  type SponsorMeetings,
} from '@portal/shared';
import { buildPath, PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useDashboardTranslation } from '../i18n';

export function NextLetter({ next }: { next: PartnerLetters['next'] }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  if (!next) return <>{t('dashboard.partners.allSent')}</>;
  if (next.dueDate === null)
    return <>{t('dashboard.partners.nextUndated', { number: next.number })}</>;
  const words = { number: next.number, date: format.day(next.dueDate) };
  return (
    <>
      {next.isLate
        ? t('dashboard.partners.nextLate', words)
        : t('dashboard.partners.nextDue', words)}
    </>
  );
}

export function PartnerLettersList({ figures }: { figures: ParticipantDashboard }) {
  const { t } = useDashboardTranslation();
  if (figures.partnerLetters.length === 0) return null;
  const title =
    figures.view === 'sponsor'
      ? t('dashboard.partners.titleSponsor')
      : t('dashboard.partners.titleStudent');
  return (
    <Box component="section" aria-labelledby="partner-letters-title" data-testid="partner-letters">
      <Typography id="partner-letters-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {figures.partnerLetters.map((partner) => (
          <li key={partner.sponsorshipId} data-testid="partner-letters-item">
            <Link
              component={RouterLink}
              to={
                partner.next
                  ? buildPath(PATHS.letterWrite, {
                      sponsorshipId: partner.sponsorshipId,
                      number: partner.next.number,
                    })
                  : PATHS.letters
              }
              sx={{ fontWeight: 600 }}
            >
              {partner.name}
            </Link>
            {': '}
            {t('dashboard.partners.counts', {
              received: partner.received,
              sent: partner.sent,
            })}{' '}
            <NextLetter next={partner.next} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function NextMeeting({ meetings }: { meetings: SponsorMeetings }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const next = meetings.next;
  return (
    <Typography variant="body2" data-testid="next-meeting">
      <Link
        component={RouterLink}
        to={PATHS.sponsorsMeetings}
        // A link on its own line: a finger's target on a phone.
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        {next
          ? t('dashboard.meetings.next', {
              date: format.date(next.startsAt, { dateStyle: 'medium', timeStyle: 'short' }),
              place: next.place || t('dashboard.meetings.noPlace'),
            })
          : t('dashboard.meetings.none')}
      </Link>
    </Typography>
  );
}

export function DonationProgress({ donationPages }: { donationPages: SponsorDonationPages }) {
  const { t } = useDashboardTranslation();
  const { language } = useFormat();
  if (donationPages.pages.length === 0) return null;
  const money = (cents: number) => formatMoney(cents, donationPages.currency, language);
  return (
    <Box
      component="section"
      aria-labelledby="donation-progress-title"
      data-testid="donation-progress"
    >
      <Typography id="donation-progress-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={PATHS.donations}>
          {t('dashboard.donations.title')}
        </Link>
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {donationPages.pages.map((page) => {
          const words = t('dashboard.donations.page', {
            name: page.studentFirstName,
            raised: money(page.raisedCents),
            goal: money(page.goalCents),
          });
          const percent =
            page.goalCents === 0
              ? 100
              : Math.min(100, Math.round((page.raisedCents / page.goalCents) * 100));
          return (
            <li key={page.studentFirstName} data-testid="donation-progress-item">
              <Typography variant="body2">{words}</Typography>
              <LinearProgress variant="determinate" value={percent} aria-label={words} />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
