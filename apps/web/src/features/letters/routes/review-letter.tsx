// /edrocks/letters/review/:id: a coordinator's review of one sent letter.
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useLetter } from '../api/get-letter';
import { ReviewLetterView } from '../components/review-letter-view';

export default function ReviewLetterRoute() {
  const { id } = useParams();
  const letter = useLetter(Number(id));
  if (letter.isPending) return <LoadingSkeleton lines={8} />;
  if (letter.isError)
    return <ErrorState error={letter.error} onRetry={() => void letter.refetch()} />;
  return <ReviewLetterView letter={letter.data} />;
}
