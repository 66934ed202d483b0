// A sponsor's or student's letters home: the four letters of the year per sponsorship with
// what is due, then the Inbox / Sent / Drafts boxes.
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useLetterOverview } from '../api/get-letter-overview';
import { LetterBoxes } from './letter-boxes';
import { LetterOverviewView } from './letter-overview';

export function ParticipantLetters() {
  const overview = useLetterOverview();
  return (
    <Stack spacing={4}>
      {overview.isPending ? (
        <LoadingSkeleton />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <LetterOverviewView overview={overview.data} />
      )}
      <LetterBoxes unread={overview.data?.unread ?? 0} />
    </Stack>
  );
}
