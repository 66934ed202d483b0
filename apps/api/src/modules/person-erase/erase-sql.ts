// The pieces every step of an erasure is written with: what a step is, the ids it works on and
// the condition that finds the person's e-mails or names in a stored text.
import type { SQL } from 'drizzle-orm';
import type { EraseItemKind, EraseOutcome } from '@portal/shared';
import type { Database } from '../../db/client';
import { holdsAny, personPatterns } from './erase-match';
import type { EraseTarget } from './erase-target';

export interface EraseStep {
  kind: EraseItemKind;
  outcome: EraseOutcome;
  /** A statement answering one row `{ n }`: how many of this kind the person has. */
  count: (target: EraseTarget) => SQL;
  /** What the erasure does to them; answers the stored objects to delete after the commit. */
  apply?: (tx: Database, target: EraseTarget) => Promise<string[] | void>;
}

export const ids = (target: EraseTarget) => ({
  userId: target.user.id,
  sponsorId: target.sponsor?.id ?? -1,
  studentId: target.student?.id ?? -1,
});

/**
 * Whether a text (a JSON value as text) holds one of the person's e-mails or full names, each as
 * a whole (erase-match.ts): never a part of someone else's address or name.
 */
export function mentionsPerson(column: SQL, target: EraseTarget): SQL {
  return holdsAny(column, personPatterns(target.emails, target.fullNames));
}
