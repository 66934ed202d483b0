// What the audit area's use cases work with: the database, and the students' and sponsors'
// services that say whether a caller reaches a record (its history is read within that reach).
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';

/** Whether the caller reaches one record of a scoped kind (the owning area's visibility). */
export type ReachCheck = (auth: AuthContext, id: number) => Promise<boolean>;

export interface AuditContext {
  db: Database;
  isStudentVisible: ReachCheck;
  isSponsorVisible: ReachCheck;
}
