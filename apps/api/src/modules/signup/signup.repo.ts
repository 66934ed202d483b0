// Queries of sign-up: the place a code names (locked while the account is created) and the
// consent records (the versions of the terms and of the privacy policy the person accepted).
import { eq } from 'drizzle-orm';
import type { Language, PolicyDocument } from '@portal/shared';
import type { Database } from '../../db/client';
import { policyAcceptances, schools, villages } from '../../db/schema/index';

export async function insertPolicyAcceptances(
  db: Database,
  acceptance: {
    userId: number;
    documents: Array<{ document: PolicyDocument; version: string }>;
    language: Language;
    ip: string;
    acceptedAt: Date;
  },
): Promise<void> {
  await db.insert(policyAcceptances).values(
    acceptance.documents.map(({ document, version }) => ({
      userId: acceptance.userId,
      document,
      version,
      language: acceptance.language,
      ip: acceptance.ip,
      acceptedAt: acceptance.acceptedAt,
    })),
  );
}

/**
 * Re-reads the place a code named, inside the sign-up transaction, share-locking its row so it
 * cannot be disabled or closed to registration until the new account is committed.
 */
export async function lockPlaceForSignup(
  db: Database,
  kind: 'school' | 'village',
  id: number,
): Promise<
  { enabled: boolean; registrationEnabled: boolean; countryId: number | null } | undefined
> {
  const table = kind === 'school' ? schools : villages;
  const [row] = await db
    .select({
      enabled: table.enabled,
      registrationEnabled: table.registrationEnabled,
      countryId: table.countryId,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('share');
  return row;
}
