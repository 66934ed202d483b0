// /edrocks/reports: the catalogue of reports. (The screen's title is the app bar's h1.)
import { ReportCatalogue } from '../components/report-catalogue';

export default function ReportCatalogueRoute() {
  return <ReportCatalogue />;
}
