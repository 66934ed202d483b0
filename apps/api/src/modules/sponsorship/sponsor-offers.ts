// Sponsor again: a coordinator offers a sponsor another student with a place left (after their
// student left the programme); the sponsor accepts, which pairs them as their own choice would,
// or declines. The student's place is checked under its row lock when offered and again when
// accepted (it is not kept meanwhile). One open offer per sponsor; it expires after
// SPONSOR_OFFER_DAYS.
import {
  ageOn,
  SPONSOR_OFFER_DAYS,
  SPONSOR_OFFER_ERRORS,
  type MySponsorOffers,
  type SponsorOffer,
  type SponsorOfferAnswer,
  type SponsorOfferBody,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import { claimPlace, explainPairingFailure } from './place-claim';
import type { SponsorshipContext } from './sponsorship-context';
import { pairInTransaction } from './sponsorship-pairing';
import {
  closeOffer,
  findOffer,
  findOffersOfUser,
  insertOffer,
  lockOfferOfUser,
  replaceOpenOffer,
  type OfferRecord,
} from './sponsor-offers.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

function toOffer(row: OfferRecord, now: Date): SponsorOffer {
  const isPastTime = row.state === 'open' && row.expiresAt <= now;
  return {
    id: row.id,
    sponsorId: row.sponsorId,
    student: {
      id: row.studentId,
      firstName: row.studentFirstName,
      villageName: row.villageName,
      age: row.studentBirthdate
        ? ageOn(row.studentBirthdate, now.toISOString().slice(0, 10))
        : null,
      grade: row.studentGrade,
    },
    state: isPastTime ? 'expired' : row.state,
    offeredAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** A coordinator's offer, within their reach; a sponsor offers nobody (403). */
export async function offerStudent(
  context: SponsorshipContext,
  auth: AuthContext,
  body: SponsorOfferBody,
): Promise<SponsorOffer> {
  if (auth.role === 'SPONSOR') throw appError('FORBIDDEN');
  let id: number;
  try {
    id = await context.db.transaction(async (tx) => {
      const { sponsor, student, now } = await claimPlace(context, tx, auth, body);
      await replaceOpenOffer(tx, sponsor.id, now);
      return insertOffer(tx, {
        sponsorId: sponsor.id,
        studentId: student.id,
        offeredBy: auth.userId,
        expiresAt: new Date(now.getTime() + SPONSOR_OFFER_DAYS * DAY_MS),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sponsor_offers_one_open')) {
      throw appError(SPONSOR_OFFER_ERRORS.OFFER_JUST_MADE);
    }
    explainPairingFailure(error);
  }
  const row = await findOffer(context.db, id);
  if (!row) throw appError('NOT_FOUND');
  return toOffer(row, context.clock.now());
}

export async function myOffers(
  { db, clock }: SponsorshipContext,
  auth: AuthContext,
): Promise<MySponsorOffers> {
  if (auth.role !== 'SPONSOR') return { items: [] };
  const now = clock.now();
  const rows = await findOffersOfUser(
    db,
    auth.userId,
    new Date(now.getTime() - SPONSOR_OFFER_DAYS * DAY_MS),
  );
  return { items: rows.map((row) => toOffer(row, now)) };
}

/** The sponsor's answer; accepting pairs them now (agreements and a free place required). */
export async function answerOffer(
  context: SponsorshipContext,
  auth: AuthContext,
  id: number,
  body: SponsorOfferAnswer,
): Promise<SponsorOffer> {
  if (auth.role !== 'SPONSOR') throw appError('NOT_FOUND');
  try {
    await context.db.transaction(async (tx) => {
      const offer = await lockOfferOfUser(tx, id, auth.userId);
      if (!offer) throw appError('NOT_FOUND');
      const now = context.clock.now();
      if (toOffer(offer, now).state !== 'open') throw appError(SPONSOR_OFFER_ERRORS.OFFER_CLOSED);
      const sponsorshipId =
        body.answer === 'accept'
          ? await pairInTransaction(context, tx, auth, { studentId: offer.studentId })
          : null;
      await closeOffer(tx, id, {
        state: body.answer === 'accept' ? 'accepted' : 'declined',
        now,
        sponsorshipId,
      });
    });
  } catch (error) {
    explainPairingFailure(error);
  }
  const row = await findOffer(context.db, id);
  if (!row) throw appError('NOT_FOUND');
  return toOffer(row, context.clock.now());
}
