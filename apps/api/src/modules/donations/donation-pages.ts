// The sponsors' donation pages' use cases: the public page a donor opens by its two public ids, and the
// sponsor's own pages with the text they write (decisions/024, 031).
//
// A page is open only for a current sponsorship of the available year between an active sponsor
// and an active student; anything else answers like an unknown page (404). Its address names the
// sponsor's and the student's public ids, never database ids, and every lookup counts against the
// caller's address until the ids prove real (page-lookup-throttle.ts). What the page shows was
// screened (donation-screening.ts): the sponsor's text as last approved, the donors' messages the
// review lets through, first names cut to a first name.
import {
  DONATION_PAGE_MESSAGES_MAX,
  DONATION_WEB_PATHS,
  type DonationPage,
  type DonorMessage,
  type MyDonationPage,
  type MyDonationPages,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { FileUrls } from '../../lib/files/file-urls';
import type { Throttle } from '../../lib/throttle';
import type { AuthContext } from '../../lib/auth-context';
import { findAvailableYear } from '../periods/periods.service';
import {
  findCurrentPairing,
  findOwnPairings,
  findPairByPublicIds,
  type Pairing,
} from './donation-pairings.repo';
import {
  findPageMessages,
  findPageTexts,
  findPageTotals,
  pageTextOf,
  savePageText,
  type PageMessage,
} from './donation-pages.repo';
import { personalDetailsOf, publicFirstName, screenPageText } from './donation-screening';
import { createPageLookupThrottle } from './page-lookup-throttle';

export interface DonationPagesDeps {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  fileUrls: FileUrls;
  config: Pick<Config, 'publicUrl' | 'payments' | 'donations'>;
}

export interface DonationPagesContext extends Omit<DonationPagesDeps, 'throttle'> {
  /** Every lookup of a page by its public ids, counted per address. */
  lookups: ReturnType<typeof createPageLookupThrottle>;
}

export function makeDonationPagesContext({
  throttle,
  ...deps
}: DonationPagesDeps): DonationPagesContext {
  return { ...deps, lookups: createPageLookupThrottle(throttle) };
}

/** An open page: the available year and its current sponsorship. */
export interface OpenPage {
  year: { id: number; name: string };
  pairing: Pairing;
}

function isSponsorCaller(auth: AuthContext): boolean {
  return auth.access === 'own' || auth.access === 'ownRead';
}

/** The first names a page shows of its sponsor and student (surnames never). */
export function pageFirstNames(pairing: Pairing): {
  sponsorFirstName: string;
  studentFirstName: string;
} {
  const surnames = [pairing.studentLastName, pairing.sponsorLastName];
  return {
    sponsorFirstName: publicFirstName(pairing.sponsorFirstName, surnames),
    studentFirstName: publicFirstName(pairing.studentFirstName, surnames),
  };
}

export function pagePathOf(pairing: Pick<Pairing, 'sponsorPublicId' | 'studentPublicId'>) {
  return DONATION_WEB_PATHS.page(pairing.sponsorPublicId, pairing.studentPublicId);
}

function toMessages(messages: PageMessage[], pairing: Pairing): DonorMessage[] {
  return messages.map((message) => ({
    firstName: publicFirstName(message.firstName, [
      message.lastName,
      pairing.studentLastName,
      pairing.sponsorLastName,
    ]),
    message: message.message,
    at: message.paidAt.toISOString(),
    isTest: message.isTest,
  }));
}

/** The texts, totals and messages of the year, one query each for all the pages. */
async function pagesOf(
  { db }: DonationPagesContext,
  sponsorId: number,
  pairings: Pairing[],
  periodId: number,
) {
  const studentIds = pairings.map((pairing) => pairing.studentId);
  const [texts, totals, messages] = await Promise.all([
    findPageTexts(db, sponsorId, studentIds),
    findPageTotals(db, sponsorId, studentIds, periodId),
    findPageMessages(db, sponsorId, studentIds, periodId, DONATION_PAGE_MESSAGES_MAX),
  ]);
  return pairings.map((pairing) => ({
    pairing,
    text: pageTextOf(texts, pairing.studentId),
    raisedCents: totals.get(pairing.studentId)?.raisedCents ?? 0,
    giftCount: totals.get(pairing.studentId)?.giftCount ?? 0,
    testRaisedCents: totals.get(pairing.studentId)?.testRaisedCents ?? 0,
    testGiftCount: totals.get(pairing.studentId)?.testGiftCount ?? 0,
    messages: toMessages(
      messages.filter((message) => message.studentId === pairing.studentId),
      pairing,
    ),
  }));
}

function toMyPage(
  { config }: DonationPagesContext,
  page: Awaited<ReturnType<typeof pagesOf>>[number],
): MyDonationPage {
  const { pairing } = page;
  return {
    sponsorId: pairing.sponsorId,
    studentId: pairing.studentId,
    studentFirstName: pairing.studentFirstName,
    path: pagePathOf(pairing),
    text: page.text.latest,
    textState: page.text.state,
    publishedText: page.text.published,
    raisedCents: page.raisedCents,
    goalCents: config.donations.goalCents,
    giftCount: page.giftCount,
    testRaisedCents: page.testRaisedCents,
    testGiftCount: page.testGiftCount,
    messages: page.messages,
  };
}

/**
 * The open page two public ids name, the lookup counted against `ip` first (a real page's
 * ids are given back); anything else 404.
 */
export async function findOpenPage(
  { db, lookups }: DonationPagesContext,
  sponsorPublicId: string,
  studentPublicId: string,
  ip: string,
): Promise<OpenPage> {
  await lookups.reserve(ip);
  const pair = await findPairByPublicIds(db, sponsorPublicId, studentPublicId);
  if (!pair) throw appError('NOT_FOUND');
  await lookups.forgive(ip);
  const year = await findAvailableYear(db);
  const pairing = year && (await findCurrentPairing(db, year.id, pair.sponsorId, pair.studentId));
  if (!year || !pairing) throw appError('NOT_FOUND');
  return { year: { id: year.id, name: year.name }, pairing };
}

/** A sponsor's public page, by its public ids. */
export async function page(
  context: DonationPagesContext,
  sponsorPublicId: string,
  studentPublicId: string,
  ip: string,
): Promise<DonationPage> {
  const { fileUrls, config } = context;
  const settings = config.donations;
  const { year, pairing } = await findOpenPage(context, sponsorPublicId, studentPublicId, ip);
  const [found] = await pagesOf(context, pairing.sponsorId, [pairing], year.id);
  if (!found) throw appError('NOT_FOUND');
  return {
    ...pageFirstNames(pairing),
    studentPhotoUrl: settings.showStudentPhoto
      ? fileUrls.photoUrl(pairing.studentPhotoFileId)
      : null,
    text: found.text.published,
    goalCents: settings.goalCents,
    raisedCents: found.raisedCents,
    giftCount: found.giftCount,
    testRaisedCents: found.testRaisedCents,
    testGiftCount: found.testGiftCount,
    currency: config.payments.currency,
    year,
    messages: found.messages,
  };
}

/** The signed-in sponsor's pages: one per current student of the available year. */
export async function myPages(
  context: DonationPagesContext,
  auth: AuthContext,
): Promise<MyDonationPages> {
  const { db, config } = context;
  const year = await findAvailableYear(db);
  const base = {
    currency: config.payments.currency,
    goalCents: config.donations.goalCents,
    publicUrl: config.publicUrl,
  };
  if (!year || !isSponsorCaller(auth)) return { ...base, year: null, pages: [] };
  const pairings = await findOwnPairings(db, auth.userId, year.id);
  const sponsorId = pairings[0]?.sponsorId;
  const pages = sponsorId === undefined ? [] : await pagesOf(context, sponsorId, pairings, year.id);
  return {
    ...base,
    year: { id: year.id, name: year.name },
    pages: pages.map((found) => toMyPage(context, found)),
  };
}

/**
 * Saves the page text of one of the sponsor's current students (anything else 404). Screened
 * first: shown at once when nothing is found, else held for a coordinator while the page
 * keeps its previous approved text.
 */
export async function updateMyPage(
  context: DonationPagesContext,
  auth: AuthContext,
  studentId: number,
  text: string,
): Promise<MyDonationPage> {
  const { db, clock } = context;
  const year = await findAvailableYear(db);
  if (!year || !isSponsorCaller(auth)) throw appError('NOT_FOUND');
  const pairing = (await findOwnPairings(db, auth.userId, year.id)).find(
    (candidate) => candidate.studentId === studentId,
  );
  if (!pairing) throw appError('NOT_FOUND');
  const matches = screenPageText(text, personalDetailsOf(pairing));
  await savePageText(db, {
    sponsorId: pairing.sponsorId,
    studentId,
    text,
    isHeld: matches.length > 0,
    now: clock.now(),
  });
  const [found] = await pagesOf(context, pairing.sponsorId, [pairing], year.id);
  if (!found) throw appError('NOT_FOUND');
  return toMyPage(context, found);
}
