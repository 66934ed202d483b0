// Attendance codes: six characters of ATTENDANCE_CODE_ALPHABET (no 0/O, 1/I/L), drawn with the
// operating system's cryptographic random source. 31^6 is about 887 million codes, so a code
// cannot be guessed within the throttle's few tries (attendance-throttle.ts); a predictable
// generator (Math.random) would make the next code computable from a few seen ones.
import { randomInt } from 'node:crypto';
import { ATTENDANCE_CODE_ALPHABET, ATTENDANCE_CODE_LENGTH } from '@portal/shared';

/** The shape of a code once normalised (the database's meetings_code_check says the same). */
const ATTENDANCE_CODE_PATTERN = new RegExp(
  `^[${ATTENDANCE_CODE_ALPHABET}]{${ATTENDANCE_CODE_LENGTH}}$`,
);

/** A fresh code; uniqueness is the database's (meetings_code_unique), and callers retry. */
export function generateAttendanceCode(): string {
  let code = '';
  for (let index = 0; index < ATTENDANCE_CODE_LENGTH; index += 1) {
    code += ATTENDANCE_CODE_ALPHABET[randomInt(ATTENDANCE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Whether a normalised text can be a code at all (anything else is answered as a wrong one). */
export function isAttendanceCodeShape(text: string): boolean {
  return ATTENDANCE_CODE_PATTERN.test(text);
}

/**
 * How many fresh codes to draw when each collides with another meeting's code. With 100,000
 * meetings kept, a draw collides about once in 9,000: eight in a row do not happen.
 */
export const CODE_ATTEMPTS = 8;
