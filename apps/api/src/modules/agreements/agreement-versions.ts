// The rules every part of the agreements module reads: which published version of an agreement
// is current, the current texts of an audience, whether a sponsor needs a parent's agreement,
// and the evidence a signature keeps (where it was made, the text's hash).
import { createHash } from 'node:crypto';
import { ADULT_AGE, ageOn, type Language } from '@portal/shared';
import type { Database } from '../../db/client';
import { numbersOf } from './agreement-texts';
import {
  findPublishedVersionsOf,
  findRequiredAgreements,
  type AgreementRow,
  type VersionRow,
} from './agreements.repo';

/** Where a signature was made: the request's address and browser. */
export interface SigningContext {
  ip: string;
  userAgent: string;
  language: Language;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The current published version of an agreement in `language` (else English, else any language
 * of that number); drafts among `versions` are never chosen.
 */
export function currentText(versions: VersionRow[], language: Language): VersionRow | undefined {
  const published = versions.filter((version) => version.publishedAt !== null);
  const current = Math.max(0, ...published.map((version) => version.version));
  const ofCurrent = published.filter((version) => version.version === current);
  return (
    ofCurrent.find((version) => version.language === language) ??
    ofCurrent.find((version) => version.language === 'en-US') ??
    ofCurrent[0]
  );
}

/**
 * The current published version of each required agreement of the audience, in `language` where
 * translated, and the oldest number whose signatures still count (`signedFrom`). An agreement with no published text has nothing to show or sign and is left out
 * here; the gate (`missingForSponsors`) counts it as missing.
 */
export async function currentTexts(
  db: Database,
  audience: 'sponsor' | 'parent',
  language: Language,
): Promise<Array<{ agreement: AgreementRow; text: VersionRow; signedFrom: number }>> {
  const required = await findRequiredAgreements(db, audience);
  const versions = await findPublishedVersionsOf(
    db,
    required.map((agreement) => agreement.id),
  );
  return required.flatMap((agreement) => {
    const own = versions.filter((version) => version.agreementId === agreement.id);
    const text = currentText(own, language);
    return text ? [{ agreement, text, signedFrom: numbersOf(own).signedFrom }] : [];
  });
}

/**
 * Whether the sponsor needs a parent's agreement on `day`: under 18 then, or of an unknown birth
 * date (not known to be an adult: fails closed, decision 030).
 */
export function isMinorOn(birthdate: string | null, day: string): boolean {
  return birthdate === null || ageOn(birthdate, day) < ADULT_AGE;
}
