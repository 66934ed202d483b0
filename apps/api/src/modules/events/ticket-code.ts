// Ticket codes: twelve characters of TICKET_CODE_ALPHABET (no 0/O, 1/I/L) drawn from the
// operating system's cryptographic random source: 31^12 is about 7.9 * 10^17 (59 bits), so a
// code cannot be guessed or worked out from other tickets. Stored without dashes; shown and
// put in the QR code as ABCD-EFGH-JKMN. Uniqueness is the database's (tickets_code_unique).
import { randomInt } from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@portal/shared';

const TICKET_CODE_PATTERN = new RegExp(`^[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`);

export function generateTicketCode(): string {
  let code = '';
  for (let index = 0; index < TICKET_CODE_LENGTH; index += 1) {
    code += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  }
  return code;
}

/** Whether a normalised text can be a code at all (anything else is no ticket). */
export function isTicketCodeShape(text: string): boolean {
  return TICKET_CODE_PATTERN.test(text);
}
