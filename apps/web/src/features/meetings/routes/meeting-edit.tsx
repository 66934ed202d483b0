// /edrocks/meetings/:id ("edit meeting"): one meeting, its attendance code, materials and
// attendance. (The screen's title is the app bar's h1.)
import { Navigate, useParams } from 'react-router';
import { PATHS } from '../../../config/paths';
import { MeetingScreen } from '../components/meeting-screen';

export default function MeetingEditRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={PATHS.meetings} replace />;
  return <MeetingScreen key={id} id={id} />;
}
