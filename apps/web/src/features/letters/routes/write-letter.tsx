// /edrocks/letters/write/:sponsorshipId/:number: the sponsor writes letter N, the student
// answers it. The letter already started (a draft, a returned letter) opens where it was left;
// a letter already sent opens read-only at its own address.
import { useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { Letter, LetterOverview } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { PATHS, buildPath } from '../../../config/paths';
import { useLetter } from '../api/get-letter';
import { useLetterOverview } from '../api/get-letter-overview';
import { LetterEditor } from '../components/letter-editor';
import { useMySide } from '../components/my-side';

export default function WriteLetterRoute() {
  const params = useParams();
  const sponsorshipId = Number(params.sponsorshipId);
  const number = Number(params.number);
  const overview = useLetterOverview();
  if (overview.isPending) return <LoadingSkeleton lines={6} />;
  if (overview.isError)
    return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  return (
    <WriteLetter
      key={`${sponsorshipId}-${number}`}
      overview={overview.data}
      sponsorshipId={sponsorshipId}
      number={number}
    />
  );
}

function WriteLetter({
  overview,
  sponsorshipId,
  number,
}: {
  overview: LetterOverview;
  sponsorshipId: number;
  number: number;
}) {
  const mySide = useMySide();
  const sponsorship = overview.sponsorships.find((item) => item.sponsorshipId === sponsorshipId);
  const slot = sponsorship?.letters.find((item) => item.number === number);
  // The letter this screen opened with; saving while typing creates it without reloading here.
  const [letterId] = useState(slot?.mine?.id);
  const letter = useLetter(letterId ?? 0, { enabled: letterId !== undefined });
  const editor = (opened?: Letter) => (
    <LetterEditor
      sponsorshipId={sponsorshipId}
      number={number}
      letter={opened}
      recipientName={sponsorship?.other.firstName}
      isAnswer={mySide === 'student'}
      slot={slot}
      writeBlock={overview.writeBlock}
      languages={sponsorship?.languages}
    />
  );
  if (letterId === undefined) return editor();
  if (letter.isPending) return <LoadingSkeleton lines={6} />;
  if (letter.isError)
    return <ErrorState error={letter.error} onRetry={() => void letter.refetch()} />;
  return <OpenedLetter letter={letter.data}>{editor}</OpenedLetter>;
}

/**
 * A letter that was already sent when the screen opened goes to its own address. Whether it was
 * is decided once: sending from here refreshes the letter (no longer editable) while the writer
 * is already on the way back to the letters, which must not be turned into a redirect.
 */
function OpenedLetter({
  letter,
  children,
}: {
  letter: Letter;
  children: (letter: Letter) => ReactNode;
}) {
  const [wasEditable] = useState(letter.canEdit);
  if (!wasEditable) return <Navigate to={buildPath(PATHS.letter, { id: letter.id })} replace />;
  return children(letter);
}
