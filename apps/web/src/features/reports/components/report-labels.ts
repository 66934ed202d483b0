// The strings of the reports' frame (ReportPage): the search, the year and school filters, Print
// and the date on paper.
import type { ReportPageLabels } from '../../../components/report';
import { useReportsTranslation } from '../i18n';

export function useReportPageLabels(): ReportPageLabels {
  const { t } = useReportsTranslation();
  return {
    search: t('common.search'),
    year: t('common.year'),
    availableYear: (name) =>
      name ? t('common.availableYear', { year: name }) : t('common.availableYearUnknown'),
    school: t('common.school'),
    print: t('common.print'),
    printedOn: (date) => t('common.printedOn', { date }),
  };
}
