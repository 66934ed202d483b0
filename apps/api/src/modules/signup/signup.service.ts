// Sign-up with a registration code (PRODUCT.md: "a person signing up enters the code, and joins
// that school (as a sponsor) or village (as a student)"). Everything happens in one transaction:
// the user, the sponsor or student record, the consent records and the session. The unique
// e-mail indexes decide between concurrent sign-ups with the same e-mail (409, never a 500).
// A sponsor gives their birth date (a minor then needs a parent's agreement, decision 030); the
// sign-up is their first sign-in source.
// The checks and the transaction are in registration.ts; this file counts the attempts.
import type { AuthResponse } from '@portal/shared';
import { isAppError } from '../../lib/errors';
import { bindUseCases } from '../../lib/use-cases';
import { register } from './registration';
import type { SignupContext, SignupInput, SignupRequest } from './signup-context';

export type { SignupContext as SignupServiceDeps, SignupRequest } from './signup-context';

/**
 * Refusals that count against the client address (code guessing, e-mail probing). A village's
 * code refused in the phone app counts too: that answer tells a valid code apart.
 */
const THROTTLED_CODES = new Set([
  'REGISTRATION_CODE_INVALID',
  'REGISTRATION_CODE_SPONSORS_ONLY',
  'EMAIL_ALREADY_REGISTERED',
]);

/** Creates the account and its sponsor or student record, and signs the person in. */
export async function signup(
  context: SignupContext,
  input: SignupInput,
  request: SignupRequest,
): Promise<AuthResponse> {
  const { throttle } = context;
  const { ip } = request;
  await throttle.reserve(ip);
  try {
    const session = await register(context, input, request);
    await throttle.succeeded(ip);
    return session;
  } catch (error) {
    // Only guesses count as failures: a wrong code, or an e-mail that is taken.
    await throttle.failed(ip, isAppError(error) && THROTTLED_CODES.has(error.code));
    throw error;
  }
}

export function createSignupService(deps: SignupContext) {
  return bindUseCases(deps, { signup });
}

export type SignupService = ReturnType<typeof createSignupService>;
