// /edrocks/letters: a sponsor or a student sees their letters of the year and their boxes;
// coordinators see every letter they reach. (The screen's title is the app bar's h1.)
import { AllLetters } from '../components/all-letters';
import { useMySide } from '../components/my-side';
import { ParticipantLetters } from '../components/participant-letters';

export default function LettersHomeRoute() {
  return useMySide() === null ? <AllLetters /> : <ParticipantLetters />;
}
