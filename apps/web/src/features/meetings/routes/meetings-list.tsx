// /edrocks/meetings: the coordinators' list of meetings. (The screen's title is the app bar's h1.)
import { MeetingsList } from '../components/meetings-list';

export default function MeetingsListRoute() {
  return <MeetingsList />;
}
