// The columns of the giving export (CSV and Excel), with the area's own headers in the request's
// language (decision 041). Amounts are exported as numbers in the currency's units (cents / 100),
// so that a spreadsheet sums them.
import type { Language, LocalizedText, SponsorGiving } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';

export const GIVING_FILE: LocalizedText = {
  'en-US': 'giving-per-sponsor',
  'es-CO': 'donaciones-por-padrino',
};

type Header = 'year' | 'sponsor' | 'school' | 'gifts' | 'amount' | 'lastGifts' | 'lastAmount';

const HEADERS: Record<Language, Record<Header, string>> = {
  'en-US': {
    year: 'Year',
    sponsor: 'Sponsor',
    school: 'School',
    gifts: 'Gifts this year',
    amount: 'Given this year',
    lastGifts: 'Gifts the year before',
    lastAmount: 'Given the year before',
  },
  'es-CO': {
    year: 'Año',
    sponsor: 'Padrino o madrina',
    school: 'Colegio',
    gifts: 'Donaciones este año',
    amount: 'Donado este año',
    lastGifts: 'Donaciones del año anterior',
    lastAmount: 'Donado el año anterior',
  },
};

export function givingColumns(yearName: string) {
  return (_t: unknown, language: Language): ExportColumn<SponsorGiving>[] => {
    const words = HEADERS[language];
    return [
      { header: words.year, value: () => yearName },
      { header: words.sponsor, value: (row) => row.sponsor.fullName },
      { header: words.school, value: (row) => row.school.name },
      { header: words.gifts, value: (row) => row.thisYear.gifts },
      { header: words.amount, value: (row) => row.thisYear.amountCents / 100 },
      { header: words.lastGifts, value: (row) => row.lastYear.gifts },
      { header: words.lastAmount, value: (row) => row.lastYear.amountCents / 100 },
    ];
  };
}
