// Agreements: the endpoints under /edrocks/api/agreements (the list in agreements.ts' header),
// apart from the schemas they name so that the web's build can keep each endpoint's method and
// path without the schemas (apps/web/web-contracts-plugin.ts).
import { AGREEMENT_PATHS } from './agreements-constants';
import { defineEndpoint } from '../endpoint';
import {
  acceptAgreementBodySchema,
  acceptanceSchema,
  agreementIdParamsSchema,
  agreementListSchema,
  agreementSchema,
  agreementVersionParamsSchema,
  missingAgreementTextsSchema,
  myAgreementsSchema,
  newAgreementVersionBodySchema,
  publishAgreementBodySchema,
  updateAgreementBodySchema,
  updateAgreementDraftBodySchema,
} from './agreements';

const read = { area: 'agreements', mode: 'read' } as const;
const write = { area: 'agreements', mode: 'write' } as const;

export const AGREEMENT_ENDPOINTS = {
  mine: defineEndpoint({
    method: 'GET',
    path: AGREEMENT_PATHS.agreementsMine,
    access: read,
    tag: 'agreements',
    summary:
      "The caller's required agreements with their state, and those not published yet (empty for who is no sponsor)",
    responses: { 200: myAgreementsSchema },
    errors: [401, 403],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: AGREEMENT_PATHS.agreementAccept,
    access: write,
    tag: 'agreements',
    summary:
      'Signs the current published version with the typed full name (404 for a draft, 422 AGREEMENT_NAME_MISMATCH, 409 AGREEMENT_VERSION_OUTDATED)',
    params: agreementVersionParamsSchema,
    body: acceptAgreementBodySchema,
    responses: { 201: acceptanceSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: AGREEMENT_PATHS.agreements,
    access: read,
    tag: 'agreements',
    summary: 'Every agreement with its versions, drafts included (coordinators)',
    responses: { 200: agreementListSchema },
    errors: [401, 403, 404],
  }),
  missingTexts: defineEndpoint({
    method: 'GET',
    path: AGREEMENT_PATHS.agreementMissingTexts,
    access: read,
    tag: 'agreements',
    summary:
      'The required agreements without a published text, or without one in a language (coordinators)',
    responses: { 200: missingAgreementTextsSchema },
    errors: [401, 403, 404],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: AGREEMENT_PATHS.agreement,
    access: write,
    tag: 'agreements',
    summary:
      'Makes an agreement required or not (super admin); required ones gate self-pairing and letters, and show as missing',
    params: agreementIdParamsSchema,
    body: updateAgreementBodySchema,
    responses: { 200: agreementSchema },
    errors: [400, 401, 403, 404],
  }),
  newVersion: defineEndpoint({
    method: 'POST',
    path: AGREEMENT_PATHS.agreementVersions,
    access: write,
    tag: 'agreements',
    summary:
      'Saves a text in a language as a draft of the next version (409 AGREEMENT_DRAFT_EXISTS when that draft has the language)',
    params: agreementIdParamsSchema,
    body: newAgreementVersionBodySchema,
    responses: { 201: agreementSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  updateDraft: defineEndpoint({
    method: 'PUT',
    path: AGREEMENT_PATHS.agreementVersion,
    access: write,
    tag: 'agreements',
    summary: "Changes a draft's title and text (409 AGREEMENT_VERSION_PUBLISHED once published)",
    params: agreementVersionParamsSchema,
    body: updateAgreementDraftBodySchema,
    responses: { 200: agreementSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: AGREEMENT_PATHS.agreementPublish,
    access: write,
    tag: 'agreements',
    summary:
      'Publishes a draft number in every language it has (super admin); sponsors and parents are asked to sign it',
    params: agreementIdParamsSchema,
    body: publishAgreementBodySchema,
    responses: { 200: agreementSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
