// Signing in with an e-mail and password.
import type { AuthResponse, LoginBody } from '@portal/shared';
import { appError } from '../../lib/errors';
import { findUserByEmailBeside } from '../users/accounts.service';
import { issueSession, sourceOf, type SignInContext, type RequestSource } from './auth-context';

export type LoginInput = Required<Pick<LoginBody, 'username' | 'password'>> & {
  mobile?: boolean | undefined;
  deviceId?: string | undefined;
};

export async function login(
  context: SignInContext,
  input: LoginInput,
  request: RequestSource,
): Promise<AuthResponse> {
  const { db, passwords, throttle, clock } = context;
  const { ip } = request;
  const subject = { username: input.username, ip };
  // Counted before the password is checked (a failure needs no second write), in the
  // statement that reads the account.
  const { user, beside: retryAfterMs } = await findUserByEmailBeside(
    db,
    input.username,
    throttle.reservation(subject),
  );
  throttle.check(retryAfterMs);

  // Hash something even when there is no such user, so timing does not reveal which e-mails exist.
  const isPasswordRight = user
    ? await passwords.verify(user.passwordHash, input.password)
    : (await passwords.verifyDummy(input.password), false);
  if (!user || !isPasswordRight || !user.active) throw appError('_BAD_USERNAME_PASSWORD');
  // The mobile build is for sponsors only; others get the same answer as bad credentials (seed, point 5).
  if (input.mobile === true && user.role !== 'SPONSOR') throw appError('_BAD_USERNAME_PASSWORD');

  // The throttle's success is written with the session, in one round trip.
  const signedIn = {
    signedInAt: clock.now(),
    alongside: throttle.settlement(subject),
    source: sourceOf(user, { ...request, deviceId: input.deviceId }),
  };
  return (await issueSession(context, user, signedIn)).session;
}
