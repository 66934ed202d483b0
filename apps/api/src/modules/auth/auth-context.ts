// What signing in and refreshing share: the module's context, where a request comes from, and
// issuing a session.
import type { AuthResponse } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { BoundSql } from '../../lib/prepared';
import type { PasswordHasher } from '../../lib/passwords';
import { toUserData, type User } from '../users/accounts.service';
import { inFileUrlSession } from '../../lib/files/file-url-session';
import type { FileUrls } from '../../lib/files/file-urls';
import type { LoginThrottle } from './login-throttle.service';
import type { SessionTokens } from '../../lib/sessions/session-tokens';
import { signInSource, type SignInSource } from '../../lib/sessions/sign-in-sources';

export interface SignInContext {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  tokens: SessionTokens;
  fileUrls: FileUrls;
}

/** Where a sign-in or refresh comes from: the request's address and browser, the device's id. */
export interface RequestSource {
  ip: string;
  userAgent: string;
  deviceId?: string | undefined;
}

/**
 * Where a sponsor's session starts or is refreshed from is kept (a parent's signature from there
 * is checked, decision 030); nobody else's is.
 */
export function sourceOf(user: User, request: RequestSource): SignInSource | undefined {
  return user.role === 'SPONSOR' ? signInSource(request) : undefined;
}

export async function issueSession(
  { db, tokens, fileUrls }: SignInContext,
  user: User,
  family: ({ familyId: string } | { signedInAt: Date; alongside: BoundSql }) & {
    source?: SignInSource | undefined;
  },
  writer?: Database,
): Promise<{ session: AuthResponse; refreshId: number }> {
  const refresh = await tokens.createRefresh(writer ?? db, user.id, family);
  const session = {
    access: tokens.signAccess({ userId: user.id, role: user.role, sessionId: refresh.familyId }),
    refresh: refresh.token,
    // The photo's URL works while this new session does (lib/files/file-url-session.ts).
    data: inFileUrlSession(refresh.familyId, () => toUserData(user, fileUrls)),
  };
  return { session, refreshId: refresh.id };
}
