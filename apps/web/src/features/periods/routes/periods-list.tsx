// /edrocks/periods
import { PeriodsList } from '../components/periods-list';

export default function PeriodsListRoute() {
  return <PeriodsList />;
}
