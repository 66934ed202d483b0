// What other modules ask of the policy area: recording that a person accepted the current
// terms and privacy policy (sign-up, inside its transaction).
import type { Language } from '@portal/shared';
import type { Database } from '../../db/client';
import { PRIVACY_VERSION, TERMS_VERSION } from './policy-texts';
import { insertPolicyAcceptances } from './policy.repo';

/** Records that the user accepted the current versions of the terms and of the privacy policy. */
export async function recordPolicyAcceptance(
  tx: Database,
  acceptance: { userId: number; language: Language; ip: string; acceptedAt: Date },
): Promise<void> {
  await insertPolicyAcceptances(tx, {
    ...acceptance,
    documents: [
      { document: 'terms', version: TERMS_VERSION },
      { document: 'privacy', version: PRIVACY_VERSION },
    ],
  });
}
