// /edrocks/sponsors/assessments: the sponsor's own leadership assessments. (The screen's title
// is the app bar's h1.)
import { MyAssessments } from '../components/my-assessments';

export default function MyAssessmentsRoute() {
  return <MyAssessments />;
}
