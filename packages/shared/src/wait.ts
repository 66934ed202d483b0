// How long a refused caller must wait, in words of their language, for every "Wait ... and try
// again" (a 429 answer's message, on the server and in the browser). Intl words the unit, so the
// number and the noun agree: "1 minute" / "15 minutes", "1 minuto" / "15 minutos".
import type { Language } from './constants';
import { intlFormatter } from './intl';

/** Whole minutes to wait (at least one), for a client that words the wait itself. */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * "30 seconds" under a minute (a backoff of seconds is not worth calling a minute), otherwise the
 * minutes rounded up: "1 minute", "15 minutes" (es-CO "30 segundos", "1 minuto", "15 minutos").
 */
export function formatWait(seconds: number, language: Language): string {
  const isSeconds = seconds < 60;
  const amount = isSeconds ? Math.max(1, Math.ceil(seconds)) : waitMinutes(seconds);
  return intlFormatter(Intl.NumberFormat, language, {
    style: 'unit',
    unit: isSeconds ? 'second' : 'minute',
    unitDisplay: 'long',
  }).format(amount);
}
