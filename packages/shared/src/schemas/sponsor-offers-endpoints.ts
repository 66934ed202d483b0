// Sponsor again: the offers' endpoints (the list in sponsor-offers.ts' header), apart from the
// schemas they name (apps/web/web-contracts-plugin.ts).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParam } from './common';
import { SPONSORSHIP_PATHS } from './sponsorships-constants';
import {
  mySponsorOffersSchema,
  sponsorOfferAnswerSchema,
  sponsorOfferBodySchema,
  sponsorOfferSchema,
} from './sponsor-offers';

const write = { area: 'sponsorship', mode: 'write' } as const;

export const SPONSOR_OFFER_ENDPOINTS = {
  create: defineEndpoint({
    method: 'POST',
    path: SPONSORSHIP_PATHS.sponsorshipOffers,
    access: write,
    tag: 'sponsorships',
    summary:
      'A coordinator offers a sponsor another student with a place left (one open offer per sponsor)',
    body: sponsorOfferBodySchema,
    responses: { 201: sponsorOfferSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: SPONSORSHIP_PATHS.sponsorshipOffersMine,
    access: { area: 'sponsorship', mode: 'read' },
    tag: 'sponsorships',
    summary: "The signed-in sponsor's open and recent offers (empty for who is no sponsor)",
    responses: { 200: mySponsorOffersSchema },
    errors: [401, 403],
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: SPONSORSHIP_PATHS.sponsorshipOffer,
    access: write,
    tag: 'sponsorships',
    summary: 'The sponsor accepts (pairs in the available year) or declines their offer',
    params: z.object({ id: idParam }),
    body: sponsorOfferAnswerSchema,
    responses: { 200: sponsorOfferSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
