// The strings of both reports' frame (ReportPage): the search, the year and school filters,
// Print and the date on paper.
import type { ReportPageLabels } from '../../../components/report';
import { useLeadershipReportsTranslation } from '../i18n';

export function useReportPageLabels(): ReportPageLabels {
  const { t } = useLeadershipReportsTranslation();
  return {
    search: t('reports.search'),
    year: t('reports.filters.year'),
    availableYear: (name) =>
      name
        ? t('reports.filters.availableYear', { year: name })
        : t('reports.filters.availableYearUnknown'),
    school: t('reports.filters.school'),
    print: t('reports.print'),
    printedOn: (date) => t('reports.printedOn', { date }),
  };
}
