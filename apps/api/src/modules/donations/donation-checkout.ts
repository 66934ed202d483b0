// An online gift: counted per address first (every attempt, valid or not), then the amount, then
// the page; a pending donation, then the provider's checkout. The gift exists as confirmed only
// once the provider's signed webhook says so (donation-payment-owner.ts).
import {
  DONATION_WEB_PATHS,
  centsToUnits,
  type DonationCheckout,
  type Language,
} from '@portal/shared';
import { appError, isAppError, throttledError } from '../../lib/errors';
import { findAvailableYear } from '../periods/periods.service';
import type { Pairing } from './donation-pairings.repo';
import { pageFirstNames, pagePathOf } from './donation-pages.service';
import { statusKey } from './donation-status';
import type { DonationsContext } from './donations-context';
import { insertDonation, updateDonation, type NewDonation } from './donations.repo';
import { newGiftColumns, type GiftCredit } from './new-gift';

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

const HOUR_MS = 3_600_000;
/** Gifts started per client address and hour: enough for a family at one computer. */
export const DONATION_CREATIONS_PER_HOUR = 30;
/** How long the hosted checkout accepts payment (Stripe: 30 minutes to 24 hours). */
const CHECKOUT_TTL_MS = HOUR_MS;

function returnUrl(
  context: DonationsContext,
  donationId: number,
  page: Pairing | null,
  result: 'paid' | 'cancelled',
): string {
  const path = page ? pagePathOf(page) : DONATION_WEB_PATHS.donate;
  const query = new URLSearchParams({
    donation: String(donationId),
    key: statusKey(context, donationId),
    result,
  });
  return `${context.config.publicUrl}${path}?${query.toString()}`;
}

/** The configured bounds of an online gift: 422 with the bound in whole units. */
function checkOnlineAmount({ config }: DonationsContext, amountCents: number): void {
  const settings = config.donations;
  if (amountCents < settings.minCents)
    throw appError('DONATION_AMOUNT_TOO_LOW', {
      params: { num: centsToUnits(settings.minCents) },
    });
  if (amountCents > settings.maxCents)
    throw appError('DONATION_AMOUNT_TOO_HIGH', {
      params: { num: centsToUnits(settings.maxCents) },
    });
}

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

/** The year and the page a gift credits: the page's when it names one, else the available year. */
async function creditOf(
  { db, pages }: DonationsContext,
  body: PublicDonationInput,
  ip: string,
): Promise<GiftCredit> {
  if (body.sponsorPublicId !== undefined && body.studentPublicId !== undefined)
    return pages.findOpenPage(body.sponsorPublicId, body.studentPublicId, ip);
  return { year: await findAvailableYear(db), pairing: undefined };
}

/** The pending gift's columns, its donor's message and first name screened. */
function pendingDonation(
  context: DonationsContext,
  body: PublicDonationInput,
  language: Language,
  credit: GiftCredit,
  now: Date,
): NewDonation {
  return {
    ...newGiftColumns(context, body, credit, now),
    status: 'pending',
    method: 'online',
    email: body.email,
    language,
    provider: context.payments.provider.name,
  };
}

/**
 * Starts an online gift. When the provider cannot be reached the donation is cancelled and the
 * donor told to try again (503).
 */
export async function create(
  context: DonationsContext,
  body: PublicDonationInput,
  language: Language,
  ip: string,
): Promise<DonationCheckout> {
  const { db, clock, throttle, payments, log } = context;
  const reservation = await throttle.reserve([
    { key: `donation:ip:${ip}`, limit: DONATION_CREATIONS_PER_HOUR, windowMs: HOUR_MS },
  ]);
  if (!reservation.isAllowed) {
    throw throttledError('TOO_MANY_DONATION_CHECKOUTS', reservation.retryAfterSeconds);
  }
  checkOnlineAmount(context, body.amountCents);
  const credit = await creditOf(context, body, ip);
  const now = clock.now();
  const row = await insertDonation(db, pendingDonation(context, body, language, credit, now));
  const page = credit.pairing ?? null;
  try {
    const session = await payments.createCheckout({
      owner: { kind: 'donation', id: row.id },
      amountCents: row.amountCents,
      currency: context.config.payments.currency,
      description: checkoutDescription(language, credit.pairing),
      customerEmail: body.email,
      language,
      successUrl: returnUrl(context, row.id, page, 'paid'),
      cancelUrl: returnUrl(context, row.id, page, 'cancelled'),
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
}
