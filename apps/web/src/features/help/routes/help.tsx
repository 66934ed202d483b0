// /edrocks/help ("Help"): the caller's guide, topics, search, questions and contact. (The
// screen's title is the app bar's h1.)
import { HelpScreen } from '../components/help-screen';

export default function HelpRoute() {
  return <HelpScreen />;
}
