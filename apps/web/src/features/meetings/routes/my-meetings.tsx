// /edrocks/sponsors/meetings ("My meetings"): the sponsor enters a meeting's attendance code and
// follows their meetings of the year. (The screen's title is the app bar's h1.)
import { MyMeetings } from '../components/my-meetings';

export default function MyMeetingsRoute() {
  return <MyMeetings />;
}
