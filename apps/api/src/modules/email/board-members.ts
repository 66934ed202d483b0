// The programme's board: people without an account the super admin keeps (name, address,
// language), whom campaigns of the `board` audience and the monthly report reach. An address is
// on the list once, whatever its case (409 BOARD_MEMBER_EXISTS).
import { asc, eq } from 'drizzle-orm';
import {
  EMAIL_ERRORS,
  type BoardMember,
  type BoardMemberInput,
  type BoardMemberList,
} from '@portal/shared';
import { boardMembers } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import type { EmailContext } from './email-context';

function toBoardMember(row: typeof boardMembers.$inferSelect): BoardMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    language: row.language,
  };
}

async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'board_members_email_unique'))
      throw appError(EMAIL_ERRORS.BOARD_MEMBER_EXISTS);
    throw error;
  }
}

export async function listBoardMembers({ db }: EmailContext): Promise<BoardMemberList> {
  const rows = await db
    .select()
    .from(boardMembers)
    .orderBy(asc(boardMembers.lastName), asc(boardMembers.firstName), asc(boardMembers.id));
  return { items: rows.map(toBoardMember) };
}

export async function createBoardMember(
  { db }: EmailContext,
  input: Required<BoardMemberInput>,
): Promise<BoardMember> {
  const [row] = await unlessTaken(() => db.insert(boardMembers).values(input).returning());
  return toBoardMember(row!);
}

export async function updateBoardMember(
  { db, clock }: EmailContext,
  id: number,
  input: Required<BoardMemberInput>,
): Promise<BoardMember> {
  const [row] = await unlessTaken(() =>
    db
      .update(boardMembers)
      .set({ ...input, updatedAt: clock.now() })
      .where(eq(boardMembers.id, id))
      .returning(),
  );
  if (!row) throw appError('NOT_FOUND');
  return toBoardMember(row);
}

export async function removeBoardMember({ db }: EmailContext, id: number): Promise<void> {
  const rows = await db
    .delete(boardMembers)
    .where(eq(boardMembers.id, id))
    .returning({ id: boardMembers.id });
  if (rows.length === 0) throw appError('NOT_FOUND');
}
