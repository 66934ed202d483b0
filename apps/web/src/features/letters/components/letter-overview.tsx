// A sponsor's or student's letters of the year: per sponsorship, the four letters with what is
// due in words ("Letter 2 due in 5 days", "Letter 1 is late", "Sent"), the other side's letter
// when it arrived, and the next step (Write, Answer, Continue, View, Read).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LetterOverview, LetterPerson, LetterSlot } from '@portal/shared';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { PATHS, buildPath } from '../../../config/paths';
import type { AnyTranslate } from '../../../lib/i18n/feature-translation';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** What is due for one letter, in words. */
export function dueWords(t: AnyTranslate, slot: LetterSlot): string {
  const { number } = slot;
  switch (slot.dueState) {
    case 'sent':
      return t('letters.due.sent');
    case 'late':
      return t('letters.due.late', { number });
    case 'due':
      return slot.daysLeft === 0 || slot.daysLeft === null
        ? t('letters.due.today', { number })
        : t('letters.due.in', { number, count: slot.daysLeft });
    default:
      return t('letters.due.open', { number });
  }
}

export function LetterOverviewView({ overview }: { overview: LetterOverview }) {
  const { t } = useLettersTranslation();
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
                {t('letters.ended')}
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
                  canWrite={sponsorship.active}
                />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function SlotRow({
  slot,
  sponsorshipId,
  other,
  isSponsor,
  canWrite,
}: {
  slot: LetterSlot;
  sponsorshipId: number;
  other: LetterPerson;
  isSponsor: boolean;
  canWrite: boolean;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const { number } = slot;
  const name = other.firstName;
  const writePath = buildPath(PATHS.letterWrite, { sponsorshipId, number });
  const mine = slot.mine;
  const isSent = mine !== null && (mine.status === 'in_review' || mine.status === 'delivered');
  const isLate = slot.dueState === 'late';

  let action: { to: string; label: string; named: string } | null = null;
  if (isSent && mine) {
    action = {
      to: buildPath(PATHS.letter, { id: mine.id }),
      label: t('letters.actions.view'),
      named: t('letters.actions.viewNamed', { number, name }),
    };
  } else if (canWrite && mine) {
    action = {
      to: writePath,
      label: t('letters.actions.continue'),
      named: t('letters.actions.continueNamed', { number, name }),
    };
  } else if (canWrite) {
    action = isSponsor
      ? {
          to: writePath,
          label: t('letters.actions.write'),
          named: t('letters.actions.writeNamed', { number, name }),
        }
      : {
          to: writePath,
          label: t('letters.actions.answer'),
          named: t('letters.actions.answerNamed', { number, name }),
        };
  }

  return (
    <Box
      component="li"
      data-testid={`letter-slot-${number}`}
      sx={{
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {slot.title || t('letters.letterNumber', { number })}
        </Typography>
        <Typography
          variant="body2"
          data-testid="due-words"
          sx={{ color: isLate ? 'error.main' : 'text.primary', fontWeight: isLate ? 600 : 400 }}
        >
          {dueWords(t, slot)}
          {slot.myDueDate && slot.dueState !== 'sent'
            ? ` · ${t('letters.due.dueOn', { date: format.day(slot.myDueDate) })}`
            : ''}
        </Typography>
        {mine?.status === 'draft' ? (
          <Typography variant="body2" color="text.secondary">
            {t('letters.slot.draft')}
          </Typography>
        ) : null}
        {mine?.status === 'returned' ? (
          <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
            {t('letters.slot.returned')}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {slot.theirs ? (
          <Button
            component={RouterLink}
            to={buildPath(PATHS.letter, { id: slot.theirs.id })}
            variant="outlined"
            sx={{ minHeight: 44, fontWeight: slot.theirs.readAt === null ? 700 : 400 }}
            aria-label={
              slot.theirs.readAt === null
                ? `${t('letters.actions.readNamed', { number, name })} (${t('letters.unread')})`
                : t('letters.actions.readNamed', { number, name })
            }
          >
            {t('letters.actions.read')}
            {slot.theirs.readAt === null ? (
              <span style={visuallyHidden}> ({t('letters.unread')})</span>
            ) : null}
          </Button>
        ) : null}
        {action ? (
          <Button
            component={RouterLink}
            to={action.to}
            variant={isSent ? 'text' : 'contained'}
            aria-label={action.named}
            sx={{ minHeight: 44 }}
          >
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
