// Queries on the consent records: the versions of the terms and of the privacy policy a person
// accepted, when, in which language and from which address.
import type { Language, PolicyDocument } from '@portal/shared';
import type { Database } from '../../db/client';
import { policyAcceptances } from '../../db/schema/index';

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
