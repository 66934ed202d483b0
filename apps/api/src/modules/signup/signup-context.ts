// What sign-up works with: the module's context, the form and where the request comes from.
import type { SignupBody } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import type { SessionTokens } from '../../lib/sessions/session-tokens';
import type { FileUrls } from '../../lib/files/file-urls';
import type { SignupThrottle } from './signup-throttle';

export interface SignupContext {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  throttle: SignupThrottle;
  /** Signs photo URLs in the user record (lib/files/file-urls.ts). */
  fileUrls: FileUrls;
}

export type SignupInput = Required<
  Omit<SignupBody, 'confirmPassword' | 'birthdate' | 'deviceId' | 'mobile'>
> &
  Pick<SignupBody, 'birthdate' | 'deviceId' | 'mobile'>;

/** Where the sign-up comes from: the request's address and browser. */
export interface SignupRequest {
  ip: string;
  userAgent: string;
}
