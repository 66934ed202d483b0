// Money is integer cents of one currency (config.payments.currency). These turn cents into what
// people read, per language, the same on the server (receipts, e-mails) and in the browser.
import type { Language } from './constants';
import { intlFormatter } from './intl';

/** "$25.00" (en-US) or "$ 25,00" (es-CO); whole amounts drop the cents when `compact`. */
export function formatMoney(
  cents: number,
  currency: string,
  language: Language,
  options: { compact?: boolean } = {},
): string {
  const isWhole = cents % 100 === 0;
  return intlFormatter(Intl.NumberFormat, language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: options.compact && isWhole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Whole currency units of an amount in cents, for messages such as "Min amount allowed: $ {num}". */
export function centsToUnits(cents: number): number {
  return cents / 100;
}

/** Cents of an amount typed in whole units with up to two decimals ("25", "25.5"); undefined otherwise. */
export function unitsToCents(typed: string): number | undefined {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(typed);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
