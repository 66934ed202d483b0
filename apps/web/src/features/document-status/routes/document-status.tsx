// /edrocks/document_status: the coordinators' document status grid. (The screen's title is the
// app bar's h1.)
import { DocumentStatusScreen } from '../components/document-status-screen';

export default function DocumentStatusRoute() {
  return <DocumentStatusScreen />;
}
