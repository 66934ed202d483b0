// Erasing a person by their user account (POST /edrocks/api/people/:userId/erase): the preview
// counts what each kind of data holds and changes nothing; the erasure runs every step in one
// transaction (the person's rows locked first, so a second erasure waits and then finds them
// erased) and deletes the files' bytes once it has committed.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  PERSON_ERASE_ERRORS,
  type EraseItem,
  type PersonEraseBody,
  type PersonEraseResult,
} from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { countAuditEntries, recordErasure, redactAuditEntries, startErasing } from './erase-audit';
import { ERASE_STEPS } from './erase-steps';
import {
  lockEraseTarget,
  lockSponsorTarget,
  lockStudentTarget,
  type EraseTarget,
} from './erase-target';
import type { PersonEraseContext } from './person-erase-context';

async function countItems(tx: Database, target: EraseTarget): Promise<EraseItem[]> {
  const items: EraseItem[] = [];
  for (const step of ERASE_STEPS) {
    const [row] = await selectRows<{ n: number }>(tx, step.count(target));
    items.push({ kind: step.kind, outcome: step.outcome, count: row?.n ?? 0 });
  }
  const [audit] = await selectRows<{ n: number }>(tx, countAuditEntries(target));
  items.push({ kind: 'auditEntries', outcome: 'replaced', count: audit?.n ?? 0 });
  return items.filter((item) => item.count > 0);
}

async function readPerson(tx: Database, target: EraseTarget): Promise<PersonEraseResult['person']> {
  const hasAccount = target.user.id > 0;
  const [row] = await selectRows<{ name: string; email: string }>(
    tx,
    hasAccount
      ? sql`select first_name || ' ' || last_name as name, email from users where id = ${target.user.id}`
      : target.sponsor
        ? sql`select first_name || ' ' || last_name as name, email from sponsors
               where id = ${target.sponsor.id}`
        : sql`select first_name || ' ' || last_name as name, '' as email from students
               where id = ${target.student?.id ?? -1}`,
  );
  return {
    userId: hasAccount ? target.user.id : null,
    role: target.user.role,
    name: row?.name ?? '',
    email: row?.email ?? '',
    sponsorId: target.sponsor?.id ?? null,
    studentId: target.student?.id ?? null,
  };
}

async function applySteps(tx: Database, target: EraseTarget, unusableHash: string) {
  const storedKeys: string[] = [];
  await startErasing(tx);
  await redactAuditEntries(tx, target);
  for (const step of ERASE_STEPS) {
    const keys = await step.apply?.(tx, target);
    if (keys) storedKeys.push(...keys);
  }
  await tx.execute(
    sql`update users set password_hash = ${unusableHash} where id = ${target.user.id}`,
  );
  return storedKeys;
}

/** Previews or erases the target `lock` finds and locks in the transaction. */
async function runErasure(
  context: PersonEraseContext,
  lock: (tx: Database) => Promise<EraseTarget>,
  { dryRun }: PersonEraseBody,
): Promise<PersonEraseResult> {
  const unusableHash = dryRun ? '' : await context.passwords.hash(randomBytes(32).toString('hex'));
  const { result, storedKeys } = await context.db.transaction(async (tx) => {
    const target = await lock(tx);
    const items = await countItems(tx, target);
    if (dryRun) {
      const person = await readPerson(tx, target);
      return { result: { dryRun, person, items }, storedKeys: [] };
    }
    const keys = await applySteps(tx, target, unusableHash);
    const counts = Object.fromEntries(items.map((item) => [item.kind, item.count]));
    await recordErasure(tx, target, counts);
    const person = await readPerson(tx, target);
    return { result: { dryRun, person, items }, storedKeys: keys };
  });
  if (storedKeys.length > 0) await context.removeStoredObjects(storedKeys);
  return result;
}

/** A user account, with the sponsor or student record that belongs to it. */
export async function erasePerson(
  context: PersonEraseContext,
  auth: AuthContext,
  userId: number,
  body: PersonEraseBody,
): Promise<PersonEraseResult> {
  if (auth.userId === userId) throw appError(PERSON_ERASE_ERRORS.ERASE_SELF);
  return runErasure(context, (tx) => lockEraseTarget(tx, userId), body);
}

/** A student record: with an account, that account's erasure; without one, the record alone. */
export async function eraseStudent(
  context: PersonEraseContext,
  _auth: AuthContext,
  studentId: number,
  body: PersonEraseBody,
): Promise<PersonEraseResult> {
  return runErasure(
    context,
    async (tx) => {
      const found = await lockStudentTarget(tx, studentId);
      return 'userId' in found ? lockEraseTarget(tx, found.userId) : found;
    },
    body,
  );
}

/** A sponsor record: with an account, that account's erasure; without one, the record alone. */
export async function eraseSponsor(
  context: PersonEraseContext,
  auth: AuthContext,
  sponsorId: number,
  body: PersonEraseBody,
): Promise<PersonEraseResult> {
  return runErasure(
    context,
    async (tx) => {
      const found = await lockSponsorTarget(tx, sponsorId);
      if (!('userId' in found)) return found;
      if (found.userId === auth.userId) throw appError(PERSON_ERASE_ERRORS.ERASE_SELF);
      return lockEraseTarget(tx, found.userId);
    },
    body,
  );
}
