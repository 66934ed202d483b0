// Donations (`app.donations`): gifts to the programme or credited to a sponsor's page for one of
// their students, online through the payment provider or recorded by hand, their status for the
// donor and their refunds; and the payment owner that confirms, cancels and refunds online gifts
// from the provider's webhook (donation-payment-owner.ts). The pages are
// donation-pages.service.ts, the list and the total report donations-list.service.ts; every
// donor's message and first name is screened when the gift is recorded (donation-screening.ts).
//
// An online gift is created pending and exists as confirmed only once the provider's signed
// webhook says so (`paid`, inside the webhook's transaction, after the event was recorded as
// new: a replay never reaches it). Confirming takes the next receipt number from a sequence and
// queues the receipt e-mail in the same transaction, so a receipt goes only with a confirmation.
// decisions/024-donations.md says why each rule is what it is.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DONATION_WEB_PATHS,
  MANUAL_DONATION_MAX_CENTS,
  centsToUnits,
  type Donation,
  type DonationCheckout,
  type DonationSettings,
  type DonationStatusAnswer,
  type Language,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError, isAppError, throttledError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { PaymentsService } from '../../lib/payments/payment-provider';
import type { Throttle } from '../../lib/throttle';
import type { AuthContext } from '../../lib/auth-context';
import { findAvailableYear } from '../periods/periods.service';
import {
  findPairingOfYear,
  manualDonationVisibility,
  type Pairing,
} from './donation-pairings.repo';
import { pageFirstNames, pagePathOf, type DonationPagesService } from './donation-pages.service';
import { createDonationPaymentOwner } from './donation-payment-owner';
import { isProgrammeWide, isRefundable, toDonation } from './donation-view';
import { personalDetailsOf, screenDonorMessage } from './donation-screening';
import {
  donationVisibility,
  findDonationRecord,
  findDonationRow,
  findPeriodCovering,
  insertDonation,
  nextReceiptNumber,
  updateDonation,
  type DonationRecord,
} from './donations.repo';

export interface DonationsServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
  config: Pick<Config, 'publicUrl' | 'payments' | 'donations'>;
  /** Signs the key of a gift's return URL (a key of its own is derived from it). */
  jwtSecret: string;
  payments: PaymentsService;
  /** Finds the page a public gift credits (its lookups counted per address). */
  pages: Pick<DonationPagesService, 'findOpenPage'>;
  log: FastifyBaseLogger;
}

export interface PublicDonationInput {
  amountCents: number;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  memo: string;
  sponsorPublicId?: string | undefined;
  studentPublicId?: string | undefined;
}

export interface ManualDonationInput {
  amountCents: number;
  method: 'cash' | 'cheque';
  paidOn: string;
  firstName: string;
  lastName: string;
  email?: string | undefined;
  language?: Language | undefined;
  message: string;
  memo: string;
  sponsorId?: number | undefined;
  studentId?: number | undefined;
}

const HOUR_MS = 3_600_000;
/** Gifts started per client address and hour: enough for a family at one computer. */
export const DONATION_CREATIONS_PER_HOUR = 30;
/** How long the hosted checkout accepts payment (Stripe: 30 minutes to 24 hours). */
const CHECKOUT_TTL_MS = HOUR_MS;

export function createDonationsService(deps: DonationsServiceDeps) {
  const { db, clock, mailer, throttle, config, payments, pages, log } = deps;
  const settings = config.donations;
  const currency = config.payments.currency;
  const statusKeySecret = createHmac('sha256', deps.jwtSecret)
    .update('portal/donation-status/v1')
    .digest();

  /** The key in a gift's return URLs: whoever holds it may read the gift's status. */
  function statusKey(donationId: number): string {
    return createHmac('sha256', statusKeySecret)
      .update(String(donationId))
      .digest('base64url')
      .slice(0, 32);
  }

  function isSameSecret(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  function returnUrl(
    donationId: number,
    page: Pairing | null,
    result: 'paid' | 'cancelled',
  ): string {
    const path = page ? pagePathOf(page) : DONATION_WEB_PATHS.donate;
    const query = new URLSearchParams({
      donation: String(donationId),
      key: statusKey(donationId),
      result,
    });
    return `${config.publicUrl}${path}?${query.toString()}`;
  }

  /** The configured bounds of an online gift: 422 with the bound in whole units. */
  function checkOnlineAmount(amountCents: number): void {
    if (amountCents < settings.minCents)
      throw appError('DONATION_AMOUNT_TOO_LOW', {
        params: { num: centsToUnits(settings.minCents) },
      });
    if (amountCents > settings.maxCents)
      throw appError('DONATION_AMOUNT_TOO_HIGH', {
        params: { num: centsToUnits(settings.maxCents) },
      });
  }

  async function findRecord(auth: AuthContext, id: number): Promise<DonationRecord> {
    const record = await findDonationRecord(db, donationVisibility(auth), id);
    if (!record) throw appError('NOT_FOUND');
    return record;
  }

  const { sendReceipt, owner } = createDonationPaymentOwner({ clock, mailer, payments, log });

  return {
    owner,
    /** For tests and the seed: the key a gift's return URL carries. */
    statusKey,

    settings(): DonationSettings {
      return {
        currency,
        minCents: settings.minCents,
        maxCents: settings.maxCents,
        presetsCents: settings.presetsCents,
        goalCents: settings.goalCents,
        testMode: payments.provider.name === 'test',
      };
    },

    /**
     * Starts an online gift: counted per address first (every attempt, valid or not), then the
     * amount, then the page; a pending donation, then the provider's checkout. When the provider
     * cannot be reached the donation is cancelled and the donor told to try again (503).
     */
    async create(
      body: PublicDonationInput,
      language: Language,
      ip: string,
    ): Promise<DonationCheckout> {
      const reservation = await throttle.reserve([
        { key: `donation:ip:${ip}`, limit: DONATION_CREATIONS_PER_HOUR, windowMs: HOUR_MS },
      ]);
      if (!reservation.isAllowed) {
        throw throttledError('TOO_MANY_DONATION_CHECKOUTS', reservation.retryAfterSeconds);
      }
      checkOnlineAmount(body.amountCents);
      let year: { id: number } | undefined;
      let pairing: Pairing | undefined;
      if (body.sponsorPublicId !== undefined && body.studentPublicId !== undefined) {
        ({ year, pairing } = await pages.findOpenPage(
          body.sponsorPublicId,
          body.studentPublicId,
          ip,
        ));
      } else {
        year = await findAvailableYear(db);
      }
      const screening = screenDonorMessage(
        body,
        pairing ? personalDetailsOf(pairing) : { surnames: [], places: [] },
      );
      const now = clock.now();
      const row = await insertDonation(db, {
        status: 'pending',
        method: 'online',
        amountCents: body.amountCents,
        currency,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        language,
        message: body.message,
        messageReview: screening.isHeld ? 'held' : 'clear',
        memo: body.memo,
        sponsorId: pairing?.sponsorId ?? null,
        studentId: pairing?.studentId ?? null,
        schoolId: pairing?.sponsorSchoolId ?? null,
        villageId: pairing?.studentVillageId ?? null,
        periodId: year?.id ?? null,
        provider: payments.provider.name,
        createdAt: now,
        updatedAt: now,
      });
      const page = pairing ?? null;
      try {
        const session = await payments.createCheckout({
          owner: { kind: 'donation', id: row.id },
          amountCents: row.amountCents,
          currency,
          description: checkoutDescription(language, pairing),
          customerEmail: body.email,
          language,
          successUrl: returnUrl(row.id, page, 'paid'),
          cancelUrl: returnUrl(row.id, page, 'cancelled'),
          expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
        });
        await updateDonation(db, row.id, {
          provider: session.provider,
          checkoutSessionId: session.sessionId,
          updatedAt: clock.now(),
        });
        return { donationId: row.id, checkoutUrl: session.url };
      } catch (error) {
        await updateDonation(db, row.id, { status: 'cancelled', updatedAt: clock.now() });
        if (isAppError(error)) throw error;
        log.error({ err: error, donationId: row.id }, 'checkout could not be started');
        throw appError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
      }
    },

    /** A gift's status for whoever holds its return key or checkout session; else 404. */
    async status(
      id: number,
      query: { key?: string | undefined; session?: string | undefined },
    ): Promise<DonationStatusAnswer> {
      const row = await findDonationRow(db, id);
      const isKeyRight = query.key !== undefined && isSameSecret(query.key, statusKey(id));
      const isSessionRight =
        query.session !== undefined &&
        row?.checkoutSessionId !== null &&
        row?.checkoutSessionId !== undefined &&
        isSameSecret(query.session, row.checkoutSessionId);
      if (!row || row.method !== 'online' || !(isKeyRight || isSessionRight))
        throw appError('NOT_FOUND');
      return {
        donationId: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        receiptNumber: row.receiptNumber,
      };
    },

    /**
     * A cash or cheque gift, confirmed at once. Credited to a page: the pair's sponsorship of the
     * year of the gift's date, within an admin's places (else 404). To the programme: only super
     * and global admins (403 for an admin, whose every gift must belong to their places).
     */
    async addManual(
      auth: AuthContext,
      body: ManualDonationInput,
      requestLanguage: Language,
    ): Promise<Donation> {
      if (body.amountCents <= 0)
        throw appError('DONATION_AMOUNT_TOO_LOW', { params: { num: centsToUnits(1) } });
      if (body.amountCents > MANUAL_DONATION_MAX_CENTS)
        throw appError('DONATION_AMOUNT_TOO_HIGH', {
          params: { num: centsToUnits(MANUAL_DONATION_MAX_CENTS) },
        });
      const today = clock.now().toISOString().slice(0, 10);
      if (body.paidOn > today)
        throw appError('VALIDATION_ERROR', {
          issues: [{ path: 'paidOn', message: 'validation.futureDate' }],
        });
      const isCredited = body.sponsorId !== undefined && body.studentId !== undefined;
      const visibility = manualDonationVisibility(auth);
      if (!isCredited && visibility.condition !== undefined) throw appError('FORBIDDEN');
      const year = await findPeriodCovering(db, body.paidOn);
      let pairing: Pairing | undefined;
      if (isCredited) {
        pairing =
          year &&
          (await findPairingOfYear(db, visibility, year.id, body.sponsorId!, body.studentId!));
        if (!pairing) throw appError('NOT_FOUND');
      }
      // Typed from a paper form, read by the sponsor and the page all the same: screened too.
      const screening = screenDonorMessage(
        body,
        pairing ? personalDetailsOf(pairing) : { surnames: [], places: [] },
      );
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const row = await insertDonation(tx, {
          status: 'confirmed',
          method: body.method,
          amountCents: body.amountCents,
          currency,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email ?? null,
          language: body.language ?? requestLanguage,
          message: body.message,
          messageReview: screening.isHeld ? 'held' : 'clear',
          memo: body.memo,
          sponsorId: pairing?.sponsorId ?? null,
          studentId: pairing?.studentId ?? null,
          schoolId: pairing?.sponsorSchoolId ?? null,
          villageId: pairing?.studentVillageId ?? null,
          periodId: year?.id ?? null,
          // Noon UTC: the same calendar day in every zone the programme works in.
          paidAt: new Date(`${body.paidOn}T12:00:00.000Z`),
          receiptNumber: await nextReceiptNumber(tx),
          receiptSentAt: body.email ? now : null,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        await sendReceipt(tx, row, pairing ? pageFirstNames(pairing) : null);
        return row.id;
      });
      return toDonation(await findRecord(auth, id), auth, payments.provider.name);
    },

    /**
     * Asks the provider to refund a confirmed online gift; the provider's webhook then marks it
     * refunded. Super and global admins only: a sponsor (whom the permission table lets write
     * their own pages) has no gift they may refund, so theirs are not found (404).
     */
    async refund(auth: AuthContext, id: number): Promise<Donation> {
      if (!isProgrammeWide(auth)) throw appError('NOT_FOUND');
      const record = await findRecord(auth, id);
      const row = record.donation;
      if (!isRefundable(row, payments.provider.name) || row.transactionId === null)
        throw appError('NOT_REFUNDABLE');
      await payments.refund(row.transactionId);
      return toDonation(record, auth, payments.provider.name);
    },
  };
}

export type DonationsService = ReturnType<typeof createDonationsService>;

/** One line the payer sees on the checkout page: first names only, as the page shows them. */
function checkoutDescription(language: Language, pairing: Pairing | undefined): string {
  const names = pairing && pageFirstNames(pairing);
  const isNamed = Boolean(names?.studentFirstName && names.sponsorFirstName);
  if (language === 'es-CO')
    return names && isNamed
      ? `Donación para ${names.studentFirstName} (página de ${names.sponsorFirstName})`
      : names
        ? 'Donación a la página de un padrino'
        : 'Donación al programa de patrocinio estudiantil';
  return names && isNamed
    ? `Gift for ${names.studentFirstName} (${names.sponsorFirstName}'s page)`
    : names
      ? "Gift to a sponsor's page"
      : 'Gift to the student sponsorship programme';
}
