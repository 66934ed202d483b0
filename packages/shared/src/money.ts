// Money is integer cents of one currency (config.payments.currency). These turn cents into what
// people read, per language, the same on the server (receipts, e-mails) and in the browser.
import type { Language } from './constants';
import { intlFormatter } from './intl';

/**
 * US dollars read "$25.00" in en-US and "US$ 25,00" in es-CO, where a bare "$" is pesos; any
 * currency other than the language's own dollar or peso is named by its code ("COP 25.00" in
 * en-US). Intl's `symbol` display gives exactly that (its `narrowSymbol` wrote "$" for every
 * dollar and peso alike). Whole amounts drop the cents when `compact`. Every amount on a screen,
 * in an e-mail or in a PDF goes through here.
 */
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
    currencyDisplay: 'symbol',
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
