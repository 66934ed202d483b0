// What the parent agreement's use cases share: their context, the link a key names (its lookups
// counted against the caller's address), and the sponsor and status as the caller reaches them.
//
// A link's key is 128 random bits (base64url), kept only as its SHA-256. Unknown keys count
// against the caller's address in the one throttle (lib/throttle.ts).
import { isAdminRole, type Language, type ParentAgreementStatus } from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { Clock } from '../../lib/clock';
import { appError, throttledError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Throttle } from '../../lib/throttle';
import { hashToken } from '../../lib/tokens';
import { findParentContact } from '../sponsors/sponsor-consent.service';
import { findSponsorForAgreements, type AgreementSponsor } from '../sponsors/sponsors.service';
import { isContactStillValid, parentAgreementStatus } from './parent-agreement-status';
import { findLinkByKeyHash, type ParentLinkRow } from './parent-agreements.repo';

export interface ParentAgreementsContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
  config: Pick<
    Config,
    'publicUrl' | 'parentAgreementLinkTtlMs' | 'agreementLinkMaxFailuresPerIp' | 'loginThrottle'
  >;
}

const guessKey = (ip: string) => `agreement-link:ip:${ip}`;

/** Counts one lookup of a key against the address; refused: 429 with Retry-After. */
async function reserveGuess({ throttle, config }: ParentAgreementsContext, ip: string) {
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
function assertLive({ clock }: ParentAgreementsContext, link: ParentLinkRow): void {
  if (link.status === 'signed') throw appError('AGREEMENT_LINK_USED');
  if (link.status === 'replaced' || link.expiresAt <= clock.now()) {
    throw appError('AGREEMENT_LINK_EXPIRED');
  }
}

/**
 * Runs `use` with the link a key names, the lookup counted against the caller's address first:
 * a real key (live or not) is no guess and is given back; an unknown one stays counted. The
 * throttle works outside `use`'s transaction (it has its own).
 */
export async function withLink<T>(
  context: ParentAgreementsContext,
  key: string,
  ip: string,
  use: (connection: Database, link: ParentLinkRow) => Promise<T>,
  options: { lock?: boolean } = {},
): Promise<T> {
  const { db, throttle } = context;
  await reserveGuess(context, ip);
  let isKnownKey = false;
  try {
    const run = async (connection: Database) => {
      const link = await findLinkByKeyHash(connection, hashToken(key), options);
      if (!link) throw appError('AGREEMENT_LINK_NOT_FOUND');
      isKnownKey = true;
      assertLive(context, link);
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

export function statusOf(
  { clock }: ParentAgreementsContext,
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

/** The sponsor the caller reaches (their own, or one in their places); else 404. */
export async function sponsorOf(
  { db }: ParentAgreementsContext,
  auth: AuthContext,
  sponsorId: number | undefined,
): Promise<AgreementSponsor> {
  const sponsor = await findSponsorForAgreements(db, auth, sponsorId);
  if (!sponsor) throw appError('NOT_FOUND');
  return sponsor;
}
