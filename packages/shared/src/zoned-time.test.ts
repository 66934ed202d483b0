import { describe, expect, it } from 'vitest';
import {
  formatZonedMoment,
  formatZonedRange,
  fromZonedInput,
  timeZoneLabel,
  toZonedInput,
} from './zoned-time';

/** Intl's narrow and thin spaces, as plain ones. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

describe('moments in their own time zone', () => {
  const start = '2026-11-14T23:00:00.000Z';
  const end = '2026-11-15T03:00:00.000Z';

  it("writes an event's times in its zone, labelled, whatever the device's zone", () => {
    expect(plain(formatZonedRange(start, end, 'America/Bogota', 'en-US'))).toBe(
      'Saturday, November 14, 2026, 6:00 – 10:00 PM (Colombia Standard Time)',
    );
    expect(plain(formatZonedRange(start, end, 'America/Bogota', 'es-CO'))).toBe(
      'sábado, 14 de noviembre de 2026, 6:00 a 10:00 p. m. (hora estándar de Colombia)',
    );
    // The same instants for an event in Madrid: the next day there.
    expect(plain(formatZonedRange(start, end, 'Europe/Madrid', 'en-US'))).toMatch(
      /^Sunday, November 15, 2026, 12:00 – 4:00 AM \(Central European Standard Time\)$/,
    );
    expect(plain(formatZonedMoment(start, 'UTC', 'en-US'))).toBe(
      'Saturday, November 14, 2026 at 11:00 PM (Coordinated Universal Time)',
    );
    expect(timeZoneLabel('America/Bogota', 'es-CO')).toBe('hora estándar de Colombia');
  });

  it('turns a wall-clock time typed for a zone into its instant and back, across DST', () => {
    expect(fromZonedInput('2026-11-14T18:00', 'America/Bogota')).toBe(start);
    expect(toZonedInput(start, 'America/Bogota')).toBe('2026-11-14T18:00');
    // New York: summer and winter offsets.
    expect(fromZonedInput('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(fromZonedInput('2026-12-01T09:30', 'America/New_York')).toBe('2026-12-01T14:30:00.000Z');
    expect(toZonedInput('2026-07-01T13:30:00.000Z', 'America/New_York')).toBe('2026-07-01T09:30');
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
    expect(toZonedInput('', 'UTC')).toBe('');
  });
});
