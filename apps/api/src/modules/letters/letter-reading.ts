// Reading and the boxes: one letter (its writer, its recipient once delivered, coordinators in
// scope), marking it read, the inbox, sent box and drafts (every letter for coordinators) and
// their export, and whether the caller reaches a letter. A writer's overview of the year is
// letter-overview.ts.
import type { Letter, LetterPage } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import { letterList, type LetterListFilters, type LetterListRecord } from './letter-list';
import { toLetter } from './letter-projections';
import { isParticipant, sideOf, type LettersContext } from './letters-context';
import { findLetter, letterVisibility, updateLetter, type LetterRecord } from './letters.repo';

async function getVisible(
  { db }: LettersContext,
  auth: AuthContext,
  id: number,
): Promise<LetterRecord> {
  const record = await findLetter(db, letterVisibility(auth), id);
  if (!record) throw appError('NOT_FOUND');
  return record;
}

/** The first time its recipient opens it is kept (under the letter's lock). */
async function keepFirstRead({ db, clock }: LettersContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await findLetter(tx, letterVisibility.everyone, id, { lock: true });
    if (record && record.letter.readAt === null)
      await updateLetter(tx, id, { readAt: clock.now() });
  });
}

export async function get(context: LettersContext, auth: AuthContext, id: number): Promise<Letter> {
  return toLetter(context, auth, await getVisible(context, auth, id));
}

export async function markRead(
  context: LettersContext,
  auth: AuthContext,
  id: number,
): Promise<Letter> {
  const record = await getVisible(context, auth, id);
  const side = sideOf(record, auth.userId);
  if (side !== undefined && side !== record.letter.writer && record.letter.readAt === null) {
    await keepFirstRead(context, id);
    return toLetter(context, auth, await getVisible(context, auth, id));
  }
  return toLetter(context, auth, record);
}

export function list(
  context: LettersContext,
  auth: AuthContext,
  query: PageRequest & Omit<LetterListFilters, 'box'> & { box?: LetterListFilters['box'] },
): Promise<LetterPage> {
  const request = {
    ...query,
    box: query.box ?? (isParticipant(auth) ? 'inbox' : 'all'),
    isParticipant: isParticipant(auth),
  };
  const reach = { visibility: letterVisibility(auth), userId: auth.userId };
  return letterList.page(context.db, reach, request, { context, auth });
}

/**
 * Every letter a coordinator reaches that matches the list's search and filters, in its order,
 * read in keyset batches (the export; the route admits coordinators only).
 */
export function exportRows(
  { db }: LettersContext,
  auth: AuthContext,
  query: Omit<LetterListFilters, 'box' | 'isParticipant'> & { order: 'asc' | 'desc' },
): AsyncIterable<LetterListRecord> {
  const reach = { visibility: letterVisibility(auth), userId: auth.userId };
  return letterList.rows(db, reach, { ...query, box: 'all', isParticipant: false });
}

/** Whether the caller reaches the letter (its attachment's file route asks). */
export async function canRead(
  { db }: LettersContext,
  auth: AuthContext,
  id: number,
): Promise<boolean> {
  return (await findLetter(db, letterVisibility(auth), id)) !== undefined;
}
