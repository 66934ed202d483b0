// What every use case of the donations module takes first: the platform's pieces, the payments
// service, the pages' lookup of an open page, and what is derived from them once (the key of the
// gifts' return URLs); and a gift as the caller reaches it.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AuthContext } from '../../lib/auth-context';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { PaymentsService } from '../../lib/payments/payment-provider';
import type { Throttle } from '../../lib/throttle';
import type { DonationPagesService } from './donation-pages.service';
import { donationVisibility, findDonationRecord, type DonationRecord } from './donations.repo';

export interface DonationsServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
  config: Pick<Config, 'publicUrl' | 'payments' | 'donations'>;
  /** Signs the key of a gift's return URL (a key of its own is derived from it). */
  jwtSecret: string;
  payments: PaymentsService;
  /**
   * Finds the page a public gift credits (its lookups counted per address), and a sponsor's own
   * pages (their progress on the dashboard).
   */
  pages: Pick<DonationPagesService, 'findOpenPage' | 'myPages'>;
  log: FastifyBaseLogger;
}

export interface DonationsContext extends Omit<DonationsServiceDeps, 'jwtSecret'> {
  /** The key the return URLs' keys are made with, derived from the JWT secret. */
  statusKeySecret: Buffer;
}

export function makeDonationsContext({
  jwtSecret,
  ...deps
}: DonationsServiceDeps): DonationsContext {
  const statusKeySecret = createHmac('sha256', jwtSecret)
    .update('portal/donation-status/v1')
    .digest();
  return { ...deps, statusKeySecret };
}

/** A gift the caller reaches, as a record of the list; else 404. */
export async function findRecord(
  { db }: DonationsContext,
  auth: AuthContext,
  id: number,
): Promise<DonationRecord> {
  const record = await findDonationRecord(db, donationVisibility(auth), id);
  if (!record) throw appError('NOT_FOUND');
  return record;
}
