// Who an erasure by e-mail is about (decision 054): someone without an account, known only by
// the e-mail they gave (a donor, a ticket buyer, a minor sponsor's parent, a board member). The
// e-mail is taken whole (trimmed, in lower case: the contract's emailField); an account's e-mail
// is refused, an erased person's placeholder is never found. Erasures of one e-mail take turns
// (an advisory lock on it), and the records found are locked before anything is read for the
// preview: the minor sponsors first, in the order an account's erasure locks them too.
import { sql } from 'drizzle-orm';
import { ERASED_EMAIL_DOMAIN, PERSON_ERASE_ERRORS } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import { appError } from '../../lib/errors';
import { inList } from './erase-target';

export interface EmailTarget {
  /** Trimmed, in lower case. */
  email: string;
  sponsorIds: number[];
  parentIds: number[];
  linkIds: number[];
  acceptanceIds: number[];
  donationIds: number[];
  orderIds: number[];
  /** Full names seen with the e-mail, as typed (the preview shows them). */
  names: string[];
  /** Those names that no one else in the portal has: looked for inside stored texts. */
  searchedNames: string[];
}

/** The advisory-lock space of erasures by e-mail (two-key form, apart from single-key locks). */
const EMAIL_ERASE_LOCK_SPACE = 7_340_054;

/** The e-mail's account, if any: 409 HAS_ACCOUNT (or SPONSOR_RECORD_EMAIL without one). */
export async function refuseAccountEmail(db: Database, email: string): Promise<void> {
  const [user] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where lower(email) = ${email} limit 1`,
  );
  if (user) throw appError(PERSON_ERASE_ERRORS.HAS_ACCOUNT, { params: { userId: user.id } });
  const [sponsor] = await selectRows<{ id: number; userId: number | null }>(
    db,
    sql`select id, user_id as "userId" from sponsors where lower(email) = ${email} limit 1`,
  );
  if (sponsor?.userId)
    throw appError(PERSON_ERASE_ERRORS.HAS_ACCOUNT, { params: { userId: sponsor.userId } });
  if (sponsor)
    throw appError(PERSON_ERASE_ERRORS.SPONSOR_RECORD_EMAIL, { params: { sponsorId: sponsor.id } });
}

/** An erased person's placeholder (`erased-...@erased.invalid`) names no one: never found. */
export function isPlaceholder(email: string): boolean {
  return email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);
}

const idsOf = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

async function lockedIds(tx: Database, query: ReturnType<typeof sql>): Promise<number[]> {
  return idsOf(await selectRows<{ id: number }>(tx, query));
}

/** The full names typed with the e-mail, wherever the portal kept them. */
async function namesWith(tx: Database, target: Omit<EmailTarget, 'names' | 'searchedNames'>) {
  const rows = await selectRows<{ name: string }>(
    tx,
    sql`select distinct btrim(name) as name from (
          select first_name || ' ' || last_name as name from donations where id in ${inList(target.donationIds)}
          union all select buyer_first_name || ' ' || buyer_last_name from event_orders
           where id in ${inList(target.orderIds)}
          union all select first_name || ' ' || last_name from sponsor_parents
           where id in ${inList(target.parentIds)}
          union all select parent_name from parent_agreement_links where id in ${inList(target.linkIds)}
          union all select typed_name from agreement_acceptances where id in ${inList(target.acceptanceIds)}
          union all select first_name || ' ' || last_name from board_members where lower(email) = ${target.email}
          union all select person_name from data_requests where lower(person_email) = ${target.email}
          union all select recipient_name from mail_outbox
           where lower(to_address) = ${target.email} and recipient_name is not null
        ) seen order by 1`,
  );
  // A name of two words at least: a lone first name is found in too many texts of others.
  return rows.map((row) => row.name).filter((name) => name.length > 3 && /\s/.test(name));
}

/**
 * The names no account, sponsor or student record, and no other e-mail's gift, order, parent
 * or board member has: a donor who typed a coordinator's name must not erase the coordinator's
 * history. A namesake's texts keep the name; the records under the e-mail are replaced anyway.
 */
async function namesOfNoOneElse(tx: Database, email: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const same = (first: string, last: string) =>
    sql.raw(`lower(btrim(${first} || ' ' || ${last})) = lower(n)`);
  const taken = await selectRows<{ name: string }>(
    tx,
    sql`select n as name from (values ${sql.join(
      names.map((name) => sql`(${name})`),
      sql`, `,
    )}) as typed(n)
         where exists (select 1 from users where ${same('first_name', 'last_name')})
            or exists (select 1 from sponsors where ${same('first_name', 'last_name')})
            or exists (select 1 from students where ${same('first_name', 'last_name')})
            or exists (select 1 from sponsor_parents
                        where lower(email) <> ${email} and ${same('first_name', 'last_name')})
            or exists (select 1 from donations
                        where coalesce(lower(email), '') <> ${email} and ${same('first_name', 'last_name')})
            or exists (select 1 from event_orders
                        where lower(buyer_email) <> ${email} and ${same('buyer_first_name', 'buyer_last_name')})
            or exists (select 1 from board_members
                        where lower(email) <> ${email} and ${same('first_name', 'last_name')})`,
  );
  const takenNames = new Set(taken.map((row) => row.name));
  return names.filter((name) => !takenNames.has(name));
}

/**
 * Takes the e-mail's turn and locks what it holds: the minor sponsors whose parent it is, the
 * parents' contacts, their agreement links and signatures, the gifts and the orders.
 */
export async function lockEmailTarget(tx: Database, email: string): Promise<EmailTarget> {
  if (isPlaceholder(email)) throw appError(PERSON_ERASE_ERRORS.NOTHING_FOR_EMAIL);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${EMAIL_ERASE_LOCK_SPACE}, hashtext(${email}))`,
  );
  await refuseAccountEmail(tx, email);
  const sponsorIds = await lockedIds(
    tx,
    sql`select id from sponsors where id in
          (select sponsor_id from sponsor_parents where lower(email) = ${email})
        order by id for update`,
  );
  const parentIds = await lockedIds(
    tx,
    sql`select id from sponsor_parents where lower(email) = ${email} order by id for update`,
  );
  const linkIds = await lockedIds(
    tx,
    sql`select id from parent_agreement_links
         where lower(parent_email) = ${email} or parent_id in ${inList(parentIds)}
         order by id for update`,
  );
  const acceptanceIds = await lockedIds(
    tx,
    sql`select id from agreement_acceptances where link_id in ${inList(linkIds)}
         order by id for update`,
  );
  const donationIds = await lockedIds(
    tx,
    sql`select id from donations where lower(email) = ${email} order by id for update`,
  );
  const orderIds = await lockedIds(
    tx,
    sql`select id from event_orders where lower(buyer_email) = ${email} order by id for update`,
  );
  const found = { email, sponsorIds, parentIds, linkIds, acceptanceIds, donationIds, orderIds };
  const names = await namesWith(tx, found);
  return { ...found, names, searchedNames: await namesOfNoOneElse(tx, email, names) };
}
