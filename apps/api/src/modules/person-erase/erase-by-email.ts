// Erasing someone without an account by the e-mail they gave (POST
// /edrocks/api/people/erase-by-email, decision 054): the preview counts what the e-mail holds and
// changes nothing; the erasure runs every step in one transaction, after the e-mail's turn and
// its rows' locks were taken (a second erasure of the same e-mail waits, then finds nothing: 404).
// An account's e-mail is refused (409 HAS_ACCOUNT): the account's erasure covers it.
import { sql } from 'drizzle-orm';
import {
  PERSON_ERASE_ERRORS,
  type EraseItem,
  type PersonEraseByEmailBody,
  type PersonEraseByEmailResult,
} from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { countAuditWhere, insertEraseEntry, redactAuditWhere, startErasing } from './erase-audit';
import { lockEmailTarget, type EmailTarget } from './erase-email-target';
import { holdsAny } from './erase-match';
import { EMAIL_STEPS, patternsOf } from './erase-steps-email';
import { inList } from './erase-target';
import type { PersonEraseContext } from './person-erase-context';

/** The audit entries about the records under the e-mail, or whose values name the person. */
function aboutEmail(target: EmailTarget) {
  const patterns = patternsOf(target);
  return sql`((entity = 'donation' and entity_id in ${inList(target.donationIds)})
      or (entity = 'parent' and entity_id in ${inList(target.parentIds)})
      or (entity = 'agreementAcceptance' and entity_id in ${inList(target.acceptanceIds)})
      or ${holdsAny(sql`changes::text`, patterns)}
      or ${holdsAny(sql`details::text`, patterns)}
      or ${holdsAny(sql`reason`, patterns)})`;
}

async function countItems(tx: Database, target: EmailTarget): Promise<EraseItem[]> {
  const items: EraseItem[] = [];
  for (const step of EMAIL_STEPS) {
    const [row] = await selectRows<{ n: number }>(tx, step.count(target));
    items.push({ kind: step.kind, outcome: step.outcome, count: row?.n ?? 0 });
  }
  const [audit] = await selectRows<{ n: number }>(tx, countAuditWhere(aboutEmail(target)));
  items.push({ kind: 'auditEntries', outcome: 'replaced', count: audit?.n ?? 0 });
  return items.filter((item) => item.count > 0);
}

async function applySteps(tx: Database, target: EmailTarget, items: EraseItem[]) {
  await startErasing(tx);
  await redactAuditWhere(tx, aboutEmail(target));
  for (const step of EMAIL_STEPS) await step.apply?.(tx, target);
  const counts = Object.fromEntries(items.map((item) => [item.kind, item.count]));
  // Whose data it was is not recorded: the entry would name them again.
  await insertEraseEntry(tx, { entity: 'person', id: null }, { byEmail: true, counts });
}

function resultOf(
  target: EmailTarget,
  items: EraseItem[],
  isDryRun: boolean,
): PersonEraseByEmailResult {
  return {
    dryRun: isDryRun,
    person: {
      userId: null,
      role: '',
      name: isDryRun ? (target.names[0] ?? '') : '',
      email: target.email,
      sponsorId: null,
      studentId: null,
    },
    items,
    names: isDryRun ? target.names : [],
  };
}

export async function eraseByEmail(
  context: PersonEraseContext,
  _auth: AuthContext,
  body: PersonEraseByEmailBody,
): Promise<PersonEraseByEmailResult> {
  const { email, dryRun } = body;
  return context.db.transaction(async (tx) => {
    const target = await lockEmailTarget(tx, email);
    const items = await countItems(tx, target);
    // Only the kept minor sponsors: nothing of the person's own.
    if (items.every((item) => item.outcome === 'kept'))
      throw appError(PERSON_ERASE_ERRORS.NOTHING_FOR_EMAIL);
    if (!dryRun) await applySteps(tx, target, items);
    return resultOf(target, items, dryRun);
  });
}
