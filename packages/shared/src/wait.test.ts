import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import { formatWait } from './wait';

describe('formatWait', () => {
  it('agrees the unit with the number in both languages', () => {
    expect(formatWait(60, 'en-US')).toBe('1 minute');
    expect(formatWait(61, 'en-US')).toBe('2 minutes');
    expect(formatWait(900, 'en-US')).toBe('15 minutes');
    expect(formatWait(60, 'es-CO')).toBe('1 minuto');
    expect(formatWait(900, 'es-CO')).toBe('15 minutos');
  });

  it('words a wait under a minute in seconds', () => {
    expect(formatWait(1, 'en-US')).toBe('1 second');
    expect(formatWait(30, 'en-US')).toBe('30 seconds');
    expect(formatWait(1, 'es-CO')).toBe('1 segundo');
    expect(formatWait(30, 'es-CO')).toBe('30 segundos');
  });

  it('fills every throttled message of the catalogue', () => {
    for (const key of ['errors.tooManyAttempts', 'errors.tooManyTicketOrders'] as const) {
      const spanish = formatMessage('es-CO', key, { wait: formatWait(60, 'es-CO') });
      expect(spanish).toContain('Espere 1 minuto ');
      expect(spanish).not.toContain('{{');
    }
  });
});
