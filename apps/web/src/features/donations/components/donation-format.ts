// How a gift is named on the coordinators' screens: its amount in the screen's language, and
// who paid it.
import { formatMoney, type Donation, type Language } from '@portal/shared';
import { useDonationsTranslation } from '../i18n';

/** A gift's amount in its currency, written the screen's language's way. */
export function useDonationMoney() {
  const { i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  return (row: Donation) => formatMoney(row.amountCents, row.currency, language);
}

export function payerName(row: Donation): string {
  return `${row.firstName} ${row.lastName ?? ''}`.trim();
}
