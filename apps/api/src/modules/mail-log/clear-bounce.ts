// A coordinator clears an address's bouncing mark (the mailbox works again): its count goes back
// to zero and later campaigns reach it. An address without a mark, or not one of an admin's
// people's, is not found.
import { and, eq, sql } from 'drizzle-orm';
import type { AddressState } from '@portal/shared';
import { mailAddresses } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { toAddressState } from './address-list';
import type { MailLogContext } from './mail-log-context';
import { reachableAddressCondition } from './mail-log-scope';

export async function clearBounce(
  { db, clock }: MailLogContext,
  auth: AuthContext,
  input: { email: string },
): Promise<AddressState> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db
    .update(mailAddresses)
    .set({ bounces: 0, bouncingSince: null, lastError: null, updatedAt: clock.now() })
    .where(
      and(
        eq(mailAddresses.email, email),
        sql`(${mailAddresses.bounces} > 0 or ${mailAddresses.bouncingSince} is not null)`,
        reachableAddressCondition(auth, sql`${mailAddresses.email}`),
      ),
    )
    .returning();
  if (!row) throw appError('NOT_FOUND');
  return toAddressState(row);
}
