// The demo's parent agreements, so that each state shows: Santiago's mother signed (with a drawn
// signature, so its PDF shows one), Daniela's father has a live link waiting (its e-mail sits in
// the outbox: `npm run outbox` shows the link to open), the other minors have not sent theirs.
// Only into a database without parent agreement links.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Language } from '@portal/shared';
import type { Database } from '../client';
import { insertMail } from '../../lib/mail-outbox';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { sha256 } from '../../modules/agreements/agreements.service';
import { buildParentLinkMail } from '../../modules/agreements/parent-agreements.service';
import {
  agreementAcceptances,
  agreements,
  agreementVersions,
  parentAgreementLinks,
  sponsorParents,
  sponsors,
} from '../schema/index';

const DAY_MS = 86_400_000;

/** A hand-drawn looking signature: a few strokes of a pen, as a PNG on white. */
async function drawnSignature(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140">
    <rect width="100%" height="100%" fill="white"/>
    <path d="M20 100 C 40 20, 70 20, 80 90 S 120 130, 140 60 S 180 20, 200 95 C 215 120, 240 70, 260 80 S 300 110, 330 70 C 350 45, 380 110, 460 60"
      stroke="#1a237e" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M150 118 C 230 108, 330 112, 430 104" stroke="#1a237e" stroke-width="3" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export async function seedDemoParentAgreements(
  db: Database,
  publicUrl: string,
  now: Date,
): Promise<void> {
  const [anyLink] = await db
    .select({ id: parentAgreementLinks.id })
    .from(parentAgreementLinks)
    .limit(1);
  if (anyLink) return;
  const parents = await db
    .select({
      parent: sponsorParents,
      sponsorFirstName: sponsors.firstName,
      sponsorLastName: sponsors.lastName,
      sponsorEmail: sponsors.email,
    })
    .from(sponsorParents)
    .innerJoin(sponsors, eq(sponsors.id, sponsorParents.sponsorId))
    .where(
      inArray(sponsors.email, ['santiago.restrepo@example.org', 'daniela.zapata@example.org']),
    );
  const texts = await db
    .select({ version: agreementVersions })
    .from(agreementVersions)
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .where(
      and(
        eq(agreements.audience, 'parent'),
        eq(agreements.required, true),
        isNotNull(agreementVersions.publishedAt),
      ),
    );
  for (const { parent, sponsorFirstName, sponsorLastName, sponsorEmail } of parents) {
    const language = parent.language as Language;
    const parentName = `${parent.firstName} ${parent.lastName}`;
    const sponsorName = `${sponsorFirstName} ${sponsorLastName}`;
    const isSigned = sponsorEmail === 'santiago.restrepo@example.org';
    const key = createOpaqueToken(16);
    const sentAt = new Date(now.getTime() - (isSigned ? 20 : 2) * DAY_MS);
    const expiresAt = new Date(sentAt.getTime() + 14 * DAY_MS);
    const [link] = await db
      .insert(parentAgreementLinks)
      .values({
        sponsorId: parent.sponsorId,
        parentId: parent.id,
        parentName,
        parentEmail: parent.email,
        parentRelationship: parent.relationship,
        language,
        keyHash: hashToken(key),
        status: isSigned ? 'signed' : 'sent',
        sentAt,
        expiresAt,
        closedAt: isSigned ? new Date(sentAt.getTime() + DAY_MS) : null,
      })
      .returning({ id: parentAgreementLinks.id });
    if (!link) throw new Error('demo parent agreement link not stored');
    if (!isSigned) {
      await insertMail(
        db,
        {
          ...buildParentLinkMail({
            to: parent.email,
            parentName,
            sponsorName,
            language,
            link: `${publicUrl}/agreement/${key}`,
            expiresAt,
          }),
          kind: 'parentAgreement',
        },
        now,
      );
      continue;
    }
    const signature = await drawnSignature();
    // The current published version of each parent text, in the parent's language.
    const newest = new Map<number, (typeof texts)[number]['version']>();
    for (const { version } of texts) {
      const best = newest.get(version.agreementId);
      if (version.language === language && (!best || version.version > best.version))
        newest.set(version.agreementId, version);
    }
    const current = [...newest.values()];
    if (current.length === 0) continue;
    await db.insert(agreementAcceptances).values(
      current.map((version) => ({
        versionId: version.id,
        sponsorId: parent.sponsorId,
        signerUserId: null,
        typedName: parentName,
        signedAt: new Date(sentAt.getTime() + DAY_MS),
        ip: '181.49.12.7',
        userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
        textSha256: sha256(version.body),
        linkId: link.id,
        signerRelationship: parent.relationship,
        signatureKind: 'drawn' as const,
        signaturePng: signature,
      })),
    );
  }
}
