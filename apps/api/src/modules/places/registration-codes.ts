// Registration codes: short, random, easy to read aloud (no 0/O, 1/I/L), from a CSPRNG.
// Uniqueness across schools and villages is the database's job (registration_codes' primary
// key); the service retries with a new code when one is taken.
import { randomInt } from 'node:crypto';
import { REGISTRATION_CODE_ALPHABET, REGISTRATION_CODE_LENGTH } from '@portal/shared';

export type CodeGenerator = () => string;

export const generateRegistrationCode: CodeGenerator = () => {
  let code = '';
  for (let index = 0; index < REGISTRATION_CODE_LENGTH; index += 1) {
    code += REGISTRATION_CODE_ALPHABET[randomInt(REGISTRATION_CODE_ALPHABET.length)];
  }
  return code;
};
