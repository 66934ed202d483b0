// Sign-in, session refresh and sign-out: the rules of the seed's auth contract (point 7).
// Signing in is in sign-in.ts, refreshing and signing out in session-refresh.ts.
import { bindUseCases } from '../../lib/use-cases';
import type { SignInContext } from './auth-context';
import { logout, refresh } from './session-refresh';
import { login } from './sign-in';

export type { SignInContext as AuthServiceDeps, RequestSource } from './auth-context';
export { LOST_ANSWER_GRACE_MS } from './session-refresh';

export function createAuthService(deps: SignInContext) {
  return bindUseCases(deps, { login, refresh, logout });
}

export type AuthService = ReturnType<typeof createAuthService>;
