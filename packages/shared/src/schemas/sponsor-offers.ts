// Sponsor again: when a sponsorship ended because the student left, a coordinator offers the
// sponsor another student (of the same village or school, in the coordinator's reach); the
// sponsor accepts or declines from the dashboard.
//
//   POST SPONSORSHIP_PATHS.sponsorshipOffers       sponsorOfferBodySchema  -> 201 sponsorOfferSchema
//   GET  SPONSORSHIP_PATHS.sponsorshipOffersMine                           -> mySponsorOffersSchema
//   POST SPONSORSHIP_PATHS.sponsorshipOffer(id)    sponsorOfferAnswerSchema -> sponsorOfferSchema
//
// Who: coordinators offer within their scope (the sponsor's school or the student's village
// or school; 404 otherwise); the sponsor answers their own (another's: 404). Rules: one open
// offer per sponsor (a new one replaces it); the student must be sponsorable with a place left
// (409 STUDENT_FULL, STUDENT_NOT_SPONSORABLE), checked again when the sponsor accepts, which
// pairs them in the available year as a sponsor's own choice does (agreements required). An
// offer expires after SPONSOR_OFFER_DAYS.
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { bodyId } from './common';
import { SPONSOR_OFFER_STATES } from './sponsorships-constants';

export const sponsorOfferBodySchema = z.object({ sponsorId: bodyId, studentId: bodyId });
export type SponsorOfferBody = z.input<typeof sponsorOfferBodySchema>;

export const sponsorOfferAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: fieldMessage('validation.invalidValue') }),
});
export type SponsorOfferAnswer = z.input<typeof sponsorOfferAnswerSchema>;

export const sponsorOfferSchema = z.object({
  id: z.number().int(),
  sponsorId: z.number().int(),
  /** What the sponsor sees of the student: first name, village, age and grade. */
  student: z.object({
    id: z.number().int(),
    firstName: z.string(),
    villageName: z.string(),
    age: z.number().int().nullable(),
    grade: z.string().nullable(),
  }),
  state: z.enum(SPONSOR_OFFER_STATES),
  /** ISO 8601. */
  offeredAt: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type SponsorOffer = z.infer<typeof sponsorOfferSchema>;

export const mySponsorOffersSchema = z.object({ items: z.array(sponsorOfferSchema) });
export type MySponsorOffers = z.infer<typeof mySponsorOffersSchema>;
