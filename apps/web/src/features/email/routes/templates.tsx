// /edrocks/email/templates: the saved templates. (The screen's title is the app bar's h1.)
import { TemplatesScreen } from '../components/templates-screen';

export default function TemplatesRoute() {
  return <TemplatesScreen />;
}
