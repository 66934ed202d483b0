// The columns of the donations exports, headed and worded in the request's language from the
// shared catalogue (donationsExport.*, donationsSummaryExport.*, donationStatuses.*,
// donationMethods.*). Amounts are numbers in whole units, so a spreadsheet can add them up.
import {
  centsToUnits,
  type Donation,
  type DonationSummary,
  type DonationSummaryRow,
  type MessageKey,
} from '@portal/shared';
import type { ExportColumn } from '../../lib/export';

type Translate = (key: MessageKey) => string;

export function donationExportColumns(t: Translate): ExportColumn<Donation>[] {
  return [
    {
      header: t('donationsExport.date'),
      value: (row) => (row.paidAt ?? row.createdAt).slice(0, 10),
    },
    { header: t('donationsExport.receipt'), value: (row) => row.receiptNumber },
    { header: t('donationsExport.status'), value: (row) => t(`donationStatuses.${row.status}`) },
    { header: t('donationsExport.method'), value: (row) => t(`donationMethods.${row.method}`) },
    { header: t('donationsExport.amount'), value: (row) => centsToUnits(row.amountCents) },
    { header: t('donationsExport.currency'), value: (row) => row.currency },
    { header: t('donationsExport.firstName'), value: (row) => row.firstName },
    { header: t('donationsExport.lastName'), value: (row) => row.lastName },
    { header: t('donationsExport.email'), value: (row) => row.email },
    { header: t('donationsExport.message'), value: (row) => row.message },
    { header: t('donationsExport.memo'), value: (row) => row.memo },
    { header: t('donationsExport.sponsor'), value: (row) => row.sponsor?.name },
    { header: t('donationsExport.student'), value: (row) => row.student?.name },
    { header: t('donationsExport.school'), value: (row) => row.school?.name },
    { header: t('donationsExport.village'), value: (row) => row.village?.name },
    { header: t('donationsExport.year'), value: (row) => row.year?.name },
    { header: t('donationsExport.transaction'), value: (row) => row.transactionId },
    {
      header: t('donationsExport.fee'),
      value: (row) => (row.feeCents === null ? null : centsToUnits(row.feeCents)),
    },
  ];
}

export interface SummaryExportRow extends DonationSummaryRow {
  group: 'year' | 'school' | 'sponsor' | 'student' | 'total';
}

/** One row per group and name, the year's total first. */
export async function* summaryExportRows(
  summary: DonationSummary,
): AsyncIterable<SummaryExportRow> {
  yield { group: 'total', id: null, name: summary.year?.name ?? null, ...summary.total };
  for (const row of summary.byYear) yield { group: 'year', ...row };
  for (const row of summary.bySchool) yield { group: 'school', ...row };
  for (const row of summary.bySponsor) yield { group: 'sponsor', ...row };
  for (const row of summary.byStudent) yield { group: 'student', ...row };
}

const GROUP_KEYS: Record<SummaryExportRow['group'], MessageKey> = {
  total: 'donationsSummaryExport.total',
  year: 'donationsSummaryExport.byYear',
  school: 'donationsSummaryExport.bySchool',
  sponsor: 'donationsSummaryExport.bySponsor',
  student: 'donationsSummaryExport.byStudent',
};

export function summaryExportColumns(t: Translate): ExportColumn<SummaryExportRow>[] {
  return [
    { header: t('donationsSummaryExport.group'), value: (row) => t(GROUP_KEYS[row.group]) },
    {
      header: t('donationsSummaryExport.name'),
      value: (row) => row.name ?? t('donationsSummaryExport.programme'),
    },
    { header: t('donationsSummaryExport.count'), value: (row) => row.count },
    { header: t('donationsSummaryExport.amount'), value: (row) => centsToUnits(row.amountCents) },
  ];
}
