// Queries on users. Rows become the API's UserData here and nowhere else.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText, type Language, type Role, type UserData } from '@portal/shared';
import type { Database } from '../../db/client';
import { users, type NewUserRow, type User } from '../../db/schema/index';
import type { FileUrls } from '../../lib/files/file-urls';
import { preparedPerDatabase, type BoundSql } from '../../lib/prepared';

export type { User };

/** `fileUrls` signs the photo's URL (lib/files/file-urls.ts): an <img> cannot send a token. */
export function toUserData(user: User, fileUrls: Pick<FileUrls, 'photoUrl'>): UserData {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    language: user.language,
    photoUrl: fileUrls.photoUrl(user.photoFileId),
  };
}

/** What the users lists search: names and e-mail without accents or case. Every write sets it. */
export function userSearchText(user: { firstName: string; lastName: string; email: string }) {
  return normalizeSearchText(`${user.firstName} ${user.lastName} ${user.email}`);
}

// Built once (lib/prepared.ts): every password recovery request reads it.
const userByEmail = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${sql.placeholder('email')})`)
    .prepare('user_by_email'),
);

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [row] = await userByEmail(db).execute({ email });
  return row as User | undefined;
}

function prepareUserByEmailBeside(beside: SQL, name: string) {
  return preparedPerDatabase((db) =>
    db
      .select({ beside: sql<string | number>`${beside}`, user: users })
      .from(sql`(select 1) as one`)
      .leftJoin(users, sql`lower(${users.email}) = lower(${sql.placeholder('email')})`)
      .prepare(name),
  );
}

/** One prepared read per `beside` SQL (there is one: the sign-in's reservation). */
const userByEmailBeside = new Map<SQL, ReturnType<typeof prepareUserByEmailBeside>>();

/**
 * The account with this e-mail, and the value of `beside` (a number: a sign-in's throttle
 * reservation) computed in the same statement, which runs whether or not the account exists.
 */
export async function findUserByEmailBeside(
  db: Database,
  email: string,
  beside: BoundSql,
): Promise<{ user: User | undefined; beside: number }> {
  let prepared = userByEmailBeside.get(beside.sql);
  if (!prepared) {
    prepared = prepareUserByEmailBeside(
      beside.sql,
      `user_by_email_beside_${userByEmailBeside.size}`,
    );
    userByEmailBeside.set(beside.sql, prepared);
  }
  const [row] = await prepared(db).execute({ ...beside.values, email });
  return { user: (row?.user ?? undefined) as User | undefined, beside: Number(row?.beside ?? 0) };
}

const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  const [row] = await userById(db).execute({ id });
  return row as User | undefined;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export type NewUser = Omit<
  NewUserRow,
  'id' | 'createdAt' | 'updatedAt' | 'lastLoginAt' | 'searchText'
> & {
  role: Role;
};

/** Inserts the user unless the e-mail is taken (whatever its case); returns the row when inserted. */
export async function insertUserIfEmailFree(
  db: Database,
  user: NewUser,
): Promise<User | undefined> {
  const email = user.email.toLowerCase();
  const [row] = await db
    .insert(users)
    .values({ ...user, email, searchText: userSearchText({ ...user, email }) })
    .onConflictDoNothing()
    .returning();
  return row as User | undefined;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string;
  language: Language;
}

export async function updateUserProfile(
  db: Database,
  id: number,
  changes: ProfileChanges,
  now: Date,
): Promise<User | undefined> {
  // The e-mail is part of the search text; it never changes after the account is created.
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!current) return undefined;
  const [row] = await db
    .update(users)
    .set({
      ...changes,
      searchText: userSearchText({ ...changes, email: current.email }),
      updatedAt: now,
    })
    .where(eq(users.id, id))
    .returning();
  return row as User | undefined;
}

/** The preferred language alone (the language switch): screens and e-mails follow it. */
export async function updateUserLanguage(
  db: Database,
  id: number,
  language: Language,
  now: Date,
): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row as User | undefined;
}

export async function updateUserPassword(
  db: Database,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}
