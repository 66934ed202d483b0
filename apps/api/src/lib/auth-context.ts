// Who is calling: what every layer below the routes receives. The auth plugin makes it from the
// session (plugins/auth.ts); lib/ and the modules only read it, so it lives here, below both.
import type { Access, Role } from '@portal/shared';

export interface AuthContext {
  userId: number;
  role: Role;
  /** The caller's session (a password change keeps it and ends the others). */
  sessionId: string;
  /** How much of the guarded area this user reaches (all, read, scoped, scopedRead, own). */
  access: Access;
}

/** Who is calling, without the access to one area (public routes guard no area). */
export type SignedInCaller = Pick<AuthContext, 'userId' | 'role' | 'sessionId'>;
