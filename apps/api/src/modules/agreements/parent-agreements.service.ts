// The parent agreement (schemas/parent-agreements.ts): whether a sponsor needs it, sending the
// link to a parent, the parent's public page and signature, and the PDF of any signature.
//
// A link's key is 128 random bits (base64url), kept only as its SHA-256. Sending locks the
// sponsor's row, replaces the live link and stores the new one with its e-mail in one
// transaction; signing locks the link's row, so that two submissions of one link sign once.
// Unknown keys count against the caller's address in the one throttle (lib/throttle.ts).
//
// A minor's consent (decision 030): the link goes only to a contact a coordinator confirmed that
// is not the sponsor's own mailbox, and works only while that contact stays so (its row is
// share-locked while a signature is made). A signature from one of the sponsor's own sign-in
// sources is held for a coordinator (parent-signature-checks.service.ts).
import {
  isAdminRole,
  normalizeSearchText,
  PNG_DATA_URL_PREFIX,
  type Language,
  type ParentAgreementStatus,
  type ParentRelationship,
  type PublicAgreement,
  type PublicAgreementSignBody,
  type PublicSignature,
  type SendParentAgreementBody,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError, throttledError } from '../../lib/errors';
import { normalizeSignaturePng } from '../../lib/files/images';
import type { Mailer } from '../../lib/mailer';
import type { Throttle } from '../../lib/throttle';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import type { AuthContext } from '../../lib/auth-context';
import { findParentContact, isSponsorsOwnMailbox } from '../sponsors/sponsor-consent.service';
import {
  canReachSponsor,
  findSponsorForAgreements,
  findSponsorName,
  lockSponsorRow,
  type AgreementSponsor,
} from '../sponsors/sponsors.service';
import { renderSignedAgreement } from './agreement-pdf';
import { findVersionsByIds } from './agreements.repo';
import { currentTexts, sha256, type SigningContext } from './agreements.service';
import { fullName, isContactStillValid, parentAgreementStatus } from './parent-agreement-status';
import { checkReasonsFor } from './parent-signature-checks.service';
import { buildParentLinkMail, buildSignedCopyMail } from './parent-agreement-mail';
import {
  findLinkByKeyHash,
  findSignature,
  insertLink,
  insertParentAcceptances,
  markLinkSigned,
  replaceLiveLink,
  type ParentLinkRow,
} from './parent-agreements.repo';

/** 16 bytes: 128 random bits, 22 characters of base64url. */
const KEY_BYTES = 16;

export interface ParentAgreementsDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
  config: Pick<
    Config,
    'publicUrl' | 'parentAgreementLinkTtlMs' | 'agreementLinkMaxFailuresPerIp' | 'loginThrottle'
  >;
}

export function createParentAgreementsService({
  db,
  clock,
  mailer,
  throttle,
  config,
}: ParentAgreementsDeps) {
  const guessKey = (ip: string) => `agreement-link:ip:${ip}`;

  /** Counts one lookup of a key against the address; refused: 429 with Retry-After. */
  async function reserveGuess(ip: string): Promise<void> {
    const reservation = await throttle.reserve([
      {
        key: guessKey(ip),
        limit: config.agreementLinkMaxFailuresPerIp,
        windowMs: config.loginThrottle.windowMs,
      },
    ]);
    if (!reservation.isAllowed) {
      throw throttledError('TOO_MANY_AGREEMENT_LINK_ATTEMPTS', reservation.retryAfterSeconds);
    }
  }

  /** A link that can still be signed, else why not (410). */
  function assertLive(link: ParentLinkRow): void {
    if (link.status === 'signed') throw appError('AGREEMENT_LINK_USED');
    if (link.status === 'replaced' || link.expiresAt <= clock.now()) {
      throw appError('AGREEMENT_LINK_EXPIRED');
    }
  }

  /**
   * Runs `use` with the link a key names, the lookup counted against the caller's address
   * first: a real key (live or not) is no guess and is given back; an unknown one stays
   * counted. The throttle works outside `use`'s transaction (it has its own).
   */
  async function withLink<T>(
    key: string,
    ip: string,
    use: (connection: Database, link: ParentLinkRow) => Promise<T>,
    options: { lock?: boolean } = {},
  ): Promise<T> {
    await reserveGuess(ip);
    let isKnownKey = false;
    try {
      const run = async (connection: Database) => {
        const link = await findLinkByKeyHash(connection, hashToken(key), options);
        if (!link) throw appError('AGREEMENT_LINK_NOT_FOUND');
        isKnownKey = true;
        assertLive(link);
        // A contact unconfirmed, changed or removed since the link went out ends it. Signing
        // share-locks the contact, so a change waits until the signature is made (or refused).
        const contact =
          link.parentId === null
            ? undefined
            : await findParentContact(connection, link.sponsorId, link.parentId, options);
        if (!isContactStillValid(link, contact)) throw appError('AGREEMENT_LINK_EXPIRED');
        return use(connection, link);
      };
      return await (options.lock ? db.transaction(run) : run(db));
    } finally {
      if (isKnownKey) await throttle.forgive([guessKey(ip)]);
    }
  }

  function statusOf(
    connection: Database,
    sponsor: AgreementSponsor,
    language: Language,
    auth: AuthContext,
  ): Promise<ParentAgreementStatus> {
    return parentAgreementStatus(connection, sponsor, language, {
      clock,
      // Why a signature is held, and where from, are for coordinators only.
      isCoordinator: isAdminRole(auth.role),
    });
  }

  async function sponsorOf(auth: AuthContext, sponsorId: number | undefined) {
    const sponsor = await findSponsorForAgreements(db, auth, sponsorId);
    if (!sponsor) throw appError('NOT_FOUND');
    return sponsor;
  }

  return {
    async status(
      auth: AuthContext,
      sponsorId: number | undefined,
      language: Language,
    ): Promise<ParentAgreementStatus> {
      return statusOf(db, await sponsorOf(auth, sponsorId), language, auth);
    },

    /**
     * Sends the link to one of the sponsor's parents, in the parent's language: only to a
     * contact a coordinator confirmed, never to the sponsor's own mailbox, and not while a
     * signature waits for a coordinator's check.
     */
    async send(
      auth: AuthContext,
      body: SendParentAgreementBody,
      language: Language,
    ): Promise<ParentAgreementStatus> {
      const sponsor = await sponsorOf(auth, body.sponsorId);
      if (!sponsor.parents.some((candidate) => candidate.id === body.parentId))
        throw appError('NOT_FOUND');
      await db.transaction(async (tx) => {
        // Sends for one sponsor take turns: the live link is replaced exactly once.
        if (!(await lockSponsorRow(tx, sponsor.id))) throw appError('NOT_FOUND');
        // The contact as it is now, share-locked: a change to it waits until the link is out.
        const parent = await findParentContact(tx, sponsor.id, body.parentId, { lock: true });
        if (!parent) throw appError('NOT_FOUND');
        if (!parent.isConfirmed) throw appError('PARENT_CONTACT_NOT_CONFIRMED');
        if (await isSponsorsOwnMailbox(tx, sponsor.id, parent.email))
          throw appError('PARENT_EMAIL_IS_SPONSORS');
        const texts = await currentTexts(tx, 'parent', parent.language);
        if (texts.length === 0) throw appError('PARENT_AGREEMENT_NO_TEXT');
        const current = await statusOf(tx, sponsor, language, auth);
        if (current.state === 'signed') throw appError('PARENT_AGREEMENT_SIGNED');
        if (current.state === 'toCheck') throw appError('PARENT_SIGNATURE_TO_CHECK');
        const now = clock.now();
        const key = createOpaqueToken(KEY_BYTES);
        const expiresAt = new Date(now.getTime() + config.parentAgreementLinkTtlMs);
        await replaceLiveLink(tx, sponsor.id, now);
        await insertLink(tx, {
          sponsorId: sponsor.id,
          parentId: parent.id,
          parentName: parent.fullName,
          parentEmail: parent.email,
          parentRelationship: parent.relationship,
          language: parent.language,
          keyHash: hashToken(key),
          sentBy: auth.userId,
          sentAt: now,
          expiresAt,
        });
        await mailer.send(
          buildParentLinkMail({
            to: parent.email,
            parentName: parent.fullName,
            sponsorName: fullName(sponsor),
            language: parent.language,
            link: `${config.publicUrl}/agreement/${key}`,
            expiresAt,
          }),
          tx,
        );
      });
      return statusOf(db, await sponsorOf(auth, sponsor.id), language, auth);
    },

    /** The parent's page; `language` switches the texts (default: the parent's language). */
    async publicAgreement(
      key: string,
      language: Language | undefined,
      ip: string,
    ): Promise<PublicAgreement> {
      return withLink(key, ip, async (connection, link) => {
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
    },

    /** The parent signs the texts shown; the link then works no more. */
    async publicSign(
      key: string,
      body: PublicAgreementSignBody,
      context: SigningContext & { deviceId?: string | undefined },
    ): Promise<PublicSignature> {
      const drawing =
        body.signature.kind === 'drawn'
          ? await normalizeSignaturePng(
              Buffer.from(body.signature.image.slice(PNG_DATA_URL_PREFIX.length), 'base64'),
            )
          : null;
      if (body.signature.kind === 'drawn' && !drawing) {
        throw appError('VALIDATION_ERROR', {
          issues: [{ path: 'signature', message: 'validation.signatureUnreadable' }],
        });
      }
      if (
        body.signature.kind === 'typed' &&
        normalizeSearchText(body.signature.text) !== normalizeSearchText(body.signerName)
      ) {
        throw appError('AGREEMENT_NAME_MISMATCH', { params: { name: body.signerName } });
      }
      const signed = await withLink(
        key,
        context.ip,
        async (tx, link) => {
          const sponsor = await findSponsorName(tx, link.sponsorId);
          if (!sponsor) throw appError('AGREEMENT_LINK_NOT_FOUND');
          // What is signed is exactly the current texts the page showed, in one language.
          const shown = await findVersionsByIds(tx, body.versionIds);
          const language = shown[0]?.language as Language | undefined;
          const texts = language ? await currentTexts(tx, 'parent', language) : [];
          const expected = texts.map(({ text }) => text.id).sort((a, b) => a - b);
          const given = [...new Set(body.versionIds)].sort((a, b) => a - b);
          if (expected.length === 0 || expected.join() !== given.join()) {
            throw appError('AGREEMENT_VERSION_OUTDATED');
          }
          const now = clock.now();
          const rows = await insertParentAcceptances(
            tx,
            texts.map(({ text }) => ({
              versionId: text.id,
              sponsorId: link.sponsorId,
              signerUserId: null,
              typedName: body.signerName,
              signedAt: now,
              ip: context.ip.slice(0, 100),
              userAgent: context.userAgent.slice(0, 500),
              textSha256: sha256(text.body),
              linkId: link.id,
              signerRelationship: body.relationship,
              signatureKind: body.signature.kind,
              signaturePng: drawing,
            })),
          );
          const reasons = await checkReasonsFor(tx, link.sponsorId, context, now);
          await markLinkSigned(tx, link.id, now, { isHeld: reasons.length > 0, reasons });
          const sponsorName = fullName(sponsor);
          const pdfs = await Promise.all(
            rows.map((row) => {
              const text = texts.find((candidate) => candidate.text.id === row.versionId)!.text;
              return renderSignedAgreement({
                title: text.title,
                text: text.body,
                language: text.language as Language,
                version: text.version,
                sponsorName,
                signerName: row.typedName,
                relationship: body.relationship,
                signedAt: row.signedAt,
                ip: row.ip,
                userAgent: row.userAgent,
                textSha256: row.textSha256,
                signatureKind: row.signatureKind,
                signaturePng: row.signaturePng,
              });
            }),
          );
          await mailer.send(
            buildSignedCopyMail({
              to: link.parentEmail,
              parentName: body.signerName,
              sponsorName,
              language: link.language as Language,
              pdfs,
            }),
            tx,
          );
          return { signedAt: now, ids: rows.map((row) => row.id) };
        },
        { lock: true },
      );
      return { signedAt: signed.signedAt.toISOString(), signatureIds: signed.ids };
    },

    /** Any signature (a sponsor's or a parent's) as a PDF, for who reaches its sponsor. */
    async signaturePdf(auth: AuthContext, id: number): Promise<{ fileName: string; pdf: Buffer }> {
      const found = await findSignature(db, id);
      if (!found || !(await canReachSponsor(db, auth, found.signature.sponsorId))) {
        throw appError('NOT_FOUND');
      }
      const { signature, version } = found;
      const sponsor = await findSponsorName(db, signature.sponsorId);
      const pdf = await renderSignedAgreement({
        title: version.title,
        text: version.body,
        language: version.language as Language,
        version: version.version,
        sponsorName: sponsor ? fullName(sponsor) : '',
        signerName: signature.typedName,
        relationship: (signature.signerRelationship as ParentRelationship | null) ?? null,
        signedAt: signature.signedAt,
        ip: signature.ip,
        userAgent: signature.userAgent,
        textSha256: signature.textSha256,
        signatureKind: signature.signatureKind,
        signaturePng: signature.signaturePng,
      });
      const day = signature.signedAt.toISOString().slice(0, 10);
      return { fileName: `agreement-${signature.id}-${day}.pdf`, pdf };
    },
  };
}

export type ParentAgreementsService = ReturnType<typeof createParentAgreementsService>;
