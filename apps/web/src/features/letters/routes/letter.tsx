// /edrocks/letters/:id: one letter. Its writer edits it while it is a draft or was returned
// (with the coordinator's note); otherwise it is read: the recipient with its translation,
// the writer as sent, coordinators with a way to its review.
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useLetter } from '../api/get-letter';
import { useLetterOverview } from '../api/get-letter-overview';
import { LetterEditor } from '../components/letter-editor';
import { LetterReader } from '../components/letter-reader';
import { useMySide } from '../components/my-side';

export default function LetterRoute() {
  const { id } = useParams();
  const letterId = Number(id);
  const mySide = useMySide();
  const letter = useLetter(letterId);
  const canEdit = letter.data?.canEdit ?? false;
  // The year's letter N (title, theme, due date) for its writer.
  const overview = useLetterOverview({ enabled: canEdit });
  if (letter.isPending) return <LoadingSkeleton lines={6} />;
  if (letter.isError)
    return <ErrorState error={letter.error} onRetry={() => void letter.refetch()} />;
  const data = letter.data;
  if (data.canEdit) {
    const sponsorship = overview.data?.sponsorships.find(
      (item) => item.sponsorshipId === data.sponsorshipId,
    );
    return (
      <LetterEditor
        key={data.id}
        sponsorshipId={data.sponsorshipId}
        number={data.number}
        letter={data}
        recipientName={data.recipient.firstName}
        isAnswer={data.writer.kind === 'student'}
        slot={sponsorship?.letters.find((slot) => slot.number === data.number)}
        writeBlock={overview.data?.writeBlock ?? null}
        languages={sponsorship?.languages}
      />
    );
  }
  return <LetterReader letter={data} mySide={mySide} />;
}
