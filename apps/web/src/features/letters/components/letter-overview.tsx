// A sponsor's or student's letters of the year: per sponsorship, the four letters with what is
// due in words ("Letter 2 due in 5 days", "Letter 1 is late", "Sent"), the other side's letter
// when it arrived, and the next step (Write, Answer, Continue, View, Read).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LetterOverview } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { PATHS } from '../../../config/paths';
import { useLettersTranslation } from '../i18n';
import { SlotRow } from './letter-slot-row';

export function LetterOverviewView({ overview }: { overview: LetterOverview }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const isSponsor = overview.writer === 'sponsor';
  return (
    <Stack spacing={2} data-testid="letter-overview">
      {overview.period ? (
        <Typography variant="h5" component="h2">
          {t('letters.year', { year: overview.period.name })}
        </Typography>
      ) : (
        <Alert severity="info">{t('letters.noYear')}</Alert>
      )}
      {isSponsor && overview.writeBlock === 'agreements' ? (
        <Alert severity="warning" data-testid="agreements-needed">
          {t('letters.agreementsNeeded')}{' '}
          <Link component={RouterLink} to={PATHS.agreements}>
            {t('letters.toAgreements')}
          </Link>
        </Alert>
      ) : null}
      {overview.writeBlock === 'inactive' ? (
        <Alert severity="warning" data-testid="writer-inactive">
          {t('letters.inactive')}
        </Alert>
      ) : null}
      {overview.period && overview.sponsorships.length === 0 ? (
        <Typography color="text.secondary">{t('letters.noSponsorships')}</Typography>
      ) : null}
      {overview.sponsorships.map((sponsorship) => (
        <Card key={sponsorship.sponsorshipId} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Avatar src={thumbnailUrl(sponsorship.other.photoUrl) ?? undefined} alt="">
                {sponsorship.other.firstName.slice(0, 1)}
              </Avatar>
              <Typography variant="h6" component="h3">
                {t('letters.with', { name: sponsorship.other.firstName })}
              </Typography>
            </Stack>
            {sponsorship.active ? null : (
              <Alert severity="info" sx={{ mb: 1 }}>
                {sponsorship.writableUntil
                  ? t('letters.endedStillWritable', {
                      date: format.date(sponsorship.writableUntil),
                    })
                  : t('letters.ended')}
              </Alert>
            )}
            <Box
              component="ul"
              aria-label={t('letters.slotsLabel', { name: sponsorship.other.firstName })}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {sponsorship.letters.map((slot) => (
                <SlotRow
                  key={slot.number}
                  slot={slot}
                  sponsorshipId={sponsorship.sponsorshipId}
                  other={sponsorship.other}
                  isSponsor={isSponsor}
                  canWrite={sponsorship.active || sponsorship.writableUntil !== null}
                />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
