// Who an erasure is about: the user account, locked for the transaction (a second erasure of the
// same person waits here and then finds them erased), with the sponsor or student record that
// belongs to it and the e-mails and names to look for elsewhere.
import { sql } from 'drizzle-orm';
import { ERASED_EMAIL_DOMAIN, PERSON_ERASE_ERRORS } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import { appError } from '../../lib/errors';

export interface ErasePerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface EraseTarget {
  user: ErasePerson & { role: string };
  sponsor: ErasePerson | null;
  student: Omit<ErasePerson, 'email'> | null;
  parentIds: number[];
  /** Every e-mail of the person and of their parents, in lower case. */
  emails: string[];
  /** "First Last" of the person (account and record), as written. */
  fullNames: string[];
}

const isErasedEmail = (email: string) => email.toLowerCase().endsWith(`@${ERASED_EMAIL_DOMAIN}`);

/** The person, locked `FOR UPDATE`; 404 for an unknown user, 409 once erased. */
export async function lockEraseTarget(tx: Database, userId: number): Promise<EraseTarget> {
  const [user] = await selectRows<ErasePerson & { role: string }>(
    tx,
    sql`select id, first_name as "firstName", last_name as "lastName", email, role
          from users where id = ${userId} for update`,
  );
  if (!user) throw appError('NOT_FOUND');
  if (isErasedEmail(user.email)) throw appError(PERSON_ERASE_ERRORS.ALREADY_ERASED);
  const [sponsor] = await selectRows<ErasePerson>(
    tx,
    sql`select id, first_name as "firstName", last_name as "lastName", email
          from sponsors where user_id = ${userId} for update`,
  );
  const [student] = await selectRows<Omit<ErasePerson, 'email'>>(
    tx,
    sql`select id, first_name as "firstName", last_name as "lastName"
          from students where user_id = ${userId} for update`,
  );
  const parents = sponsor
    ? await selectRows<{ id: number; email: string }>(
        tx,
        sql`select id, email from sponsor_parents where sponsor_id = ${sponsor.id}`,
      )
    : [];
  const emails = [user.email, sponsor?.email, ...parents.map((parent) => parent.email)]
    .filter((email): email is string => Boolean(email) && !isErasedEmail(email ?? ''))
    .map((email) => email.toLowerCase());
  const fullNames = [user, sponsor, student]
    .filter((person): person is Omit<ErasePerson, 'email'> => Boolean(person))
    .map((person) => `${person.firstName} ${person.lastName}`.trim())
    .filter((name) => name.length > 3);
  return {
    user,
    sponsor: sponsor ?? null,
    student: student ?? null,
    parentIds: parents.map((parent) => parent.id),
    emails: [...new Set(emails)],
    fullNames: [...new Set(fullNames)],
  };
}

/**
 * A student record, locked: with an account, the account's erasure; without one, the record
 * alone (no user: id -1, which no row has). Erased already when its record has an `erase` entry.
 */
export async function lockStudentTarget(
  tx: Database,
  studentId: number,
): Promise<{ userId: number } | EraseTarget> {
  // The account first, unlocked: its erasure locks the user before the student, as always.
  const [account] = await selectRows<{ userId: number | null }>(
    tx,
    sql`select user_id as "userId" from students where id = ${studentId}`,
  );
  if (!account) throw appError('NOT_FOUND');
  if (account.userId !== null) return { userId: account.userId };
  const [student] = await selectRows<Omit<ErasePerson, 'email'>>(
    tx,
    sql`select id, first_name as "firstName", last_name as "lastName"
          from students where id = ${studentId} and user_id is null for update`,
  );
  if (!student) throw appError('NOT_FOUND');
  const [erased] = await selectRows<{ id: number }>(
    tx,
    sql`select id from audit_log where action = 'erase' and entity = 'student'
           and entity_id = ${studentId} limit 1`,
  );
  if (erased) throw appError(PERSON_ERASE_ERRORS.ALREADY_ERASED);
  const name = `${student.firstName} ${student.lastName}`.trim();
  return {
    user: { id: -1, role: 'STUDENT', firstName: '', lastName: '', email: '' },
    sponsor: null,
    student: { id: student.id, firstName: student.firstName, lastName: student.lastName },
    parentIds: [],
    emails: [],
    fullNames: name.length > 3 ? [name] : [],
  };
}

/**
 * A sponsor record, locked: with an account, the account's erasure; without one (a sponsor a
 * coordinator added, who never signed up), the record with its parents' contacts (no user: id -1,
 * which no row has). Erased already when its e-mail is a placeholder.
 */
export async function lockSponsorTarget(
  tx: Database,
  sponsorId: number,
): Promise<{ userId: number } | EraseTarget> {
  // The account first, unlocked: its erasure locks the user before the sponsor, as always.
  const [account] = await selectRows<{ userId: number | null }>(
    tx,
    sql`select user_id as "userId" from sponsors where id = ${sponsorId}`,
  );
  if (!account) throw appError('NOT_FOUND');
  if (account.userId !== null) return { userId: account.userId };
  const [sponsor] = await selectRows<ErasePerson>(
    tx,
    sql`select id, first_name as "firstName", last_name as "lastName", email
          from sponsors where id = ${sponsorId} and user_id is null for update`,
  );
  // Linked to an account since the first read: that account is the one to erase.
  if (!sponsor) return lockSponsorTarget(tx, sponsorId);
  if (isErasedEmail(sponsor.email)) throw appError(PERSON_ERASE_ERRORS.ALREADY_ERASED);
  const parents = await selectRows<{ id: number; email: string }>(
    tx,
    sql`select id, email from sponsor_parents where sponsor_id = ${sponsor.id}`,
  );
  const emails = [sponsor.email, ...parents.map((parent) => parent.email)]
    .filter((email) => Boolean(email) && !isErasedEmail(email))
    .map((email) => email.toLowerCase());
  const name = `${sponsor.firstName} ${sponsor.lastName}`.trim();
  return {
    user: { id: -1, role: 'SPONSOR', firstName: '', lastName: '', email: '' },
    sponsor,
    student: null,
    parentIds: parents.map((parent) => parent.id),
    emails: [...new Set(emails)],
    fullNames: name.length > 3 ? [name] : [],
  };
}

/** `(a, b, c)` for an IN list; `(null)` when empty, which matches nothing. */
export function inList(values: ReadonlyArray<string | number>) {
  if (values.length === 0) return sql`(null)`;
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** A placeholder e-mail that names no one and stays unique: `erased-sponsor-12@erased.invalid`. */
export function erasedEmail(kind: string, id: number): string {
  return `erased-${kind}-${id}@${ERASED_EMAIL_DOMAIN}`;
}
