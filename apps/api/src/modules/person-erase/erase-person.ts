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
import { lockEraseTarget, type EraseTarget } from './erase-target';
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
  const [user] = await selectRows<{ name: string; email: string; role: string }>(
    tx,
    sql`select first_name || ' ' || last_name as name, email, role from users where id = ${target.user.id}`,
  );
  return {
    userId: target.user.id,
    role: user?.role ?? target.user.role,
    name: user?.name ?? '',
    email: user?.email ?? '',
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

export async function erasePerson(
  context: PersonEraseContext,
  auth: AuthContext,
  userId: number,
  { dryRun }: PersonEraseBody,
): Promise<PersonEraseResult> {
  if (auth.userId === userId) throw appError(PERSON_ERASE_ERRORS.ERASE_SELF);
  const unusableHash = dryRun ? '' : await context.passwords.hash(randomBytes(32).toString('hex'));
  const { result, storedKeys } = await context.db.transaction(async (tx) => {
    const target = await lockEraseTarget(tx, userId);
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
