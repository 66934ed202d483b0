// The columns of the sponsors export (CSV and Excel), with headers and values in the language
// of the request. Parents are not exported: their contact data stays on the details page.
import { formatMessage, type Language, type MessageKey } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { SponsorRecord } from './sponsors.repo';

export function sponsorExportColumns(language: Language): ExportColumn<SponsorRecord>[] {
  const t = (key: MessageKey) => formatMessage(language, key);
  const yesNo = (value: boolean) => t(value ? 'sponsorsExport.yes' : 'sponsorsExport.no');
  return [
    { header: t('sponsorsExport.lastName'), value: (row) => row.lastName },
    { header: t('sponsorsExport.firstName'), value: (row) => row.firstName },
    { header: t('sponsorsExport.email'), value: (row) => row.email },
    { header: t('sponsorsExport.phone'), value: (row) => row.phone },
    { header: t('sponsorsExport.school'), value: (row) => row.schoolName },
    { header: t('sponsorsExport.active'), value: (row) => yesNo(row.active) },
    {
      header: t('sponsorsExport.leadershipDistinction'),
      value: (row) => yesNo(row.leadershipDistinction),
    },
    { header: t('sponsorsExport.hasAccount'), value: (row) => yesNo(row.userId !== null) },
    { header: t('sponsorsExport.createdAt'), value: (row) => row.createdAt },
  ];
}
