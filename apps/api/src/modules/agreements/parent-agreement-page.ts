// The parent's public page of the agreement, at the link's key; `language` switches the texts
// (default: the parent's language).
import type { Language, ParentRelationship, PublicAgreement } from '@portal/shared';
import { appError } from '../../lib/errors';
import { findSponsorName } from '../sponsors/sponsors.service';
import { currentTexts } from './agreement-versions';
import { withLink, type ParentAgreementsContext } from './parent-agreement-links';
import { fullName } from './parent-agreement-status';

export async function publicAgreement(
  context: ParentAgreementsContext,
  key: string,
  language: Language | undefined,
  ip: string,
): Promise<PublicAgreement> {
  return withLink(context, key, ip, async (connection, link) => {
    const parentLanguage = link.language as Language;
    const texts = await currentTexts(connection, 'parent', language ?? parentLanguage);
    const sponsor = await findSponsorName(connection, link.sponsorId);
    if (!sponsor || texts.length === 0) throw appError('AGREEMENT_LINK_NOT_FOUND');
    return {
      language: (texts[0]?.text.language as Language | undefined) ?? parentLanguage,
      parentLanguage,
      sponsorName: fullName(sponsor),
      parentName: link.parentName,
      relationship: (link.parentRelationship as ParentRelationship | null) ?? null,
      texts: texts.map(({ text }) => ({
        versionId: text.id,
        title: text.title,
        text: text.body,
      })),
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}
