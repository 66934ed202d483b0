// What the coordinators' list of gifts says above the table: how many of the pages' texts wait
// for the safeguarding review (with the way there), and the sponsor and student filters set
// from a row's "Credited to", as chips that clear them.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { PATHS } from '../../../config/paths';
import { useDonationsTranslation } from '../i18n';

export function ReviewWaitingAlert({ waiting }: { waiting: number }) {
  const { t } = useDonationsTranslation();
  return waiting > 0 ? (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2 }}
      data-testid="review-waiting"
      action={
        <Button component={RouterLink} to={PATHS.donationReview} color="inherit" size="small">
          {t('donations.list.reviewLink')}
        </Button>
      }
    >
      {t('donations.list.reviewWaiting', { count: waiting })}
    </Alert>
  ) : null;
}

/** A set filter's id, and its name when a row on the page says it. */
interface CreditedFilter {
  id: string | undefined;
  name: string | undefined;
}

export function CreditedFilterChips({
  sponsor,
  student,
  onClear,
}: {
  sponsor: CreditedFilter;
  student: CreditedFilter;
  onClear: (filter: 'sponsorId' | 'studentId') => void;
}) {
  const { t } = useDonationsTranslation();
  if (!sponsor.id && !student.id) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      {sponsor.id ? (
        <Chip
          label={`${t('donations.fields.sponsor')}: ${sponsor.name ?? sponsor.id}`}
          onDelete={() => onClear('sponsorId')}
        />
      ) : null}
      {student.id ? (
        <Chip
          label={`${t('donations.fields.student')}: ${student.name ?? student.id}`}
          onDelete={() => onClear('studentId')}
        />
      ) : null}
    </Box>
  );
}
