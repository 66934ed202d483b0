// Agreements: the texts sponsors (and, later, parents) sign, versioned per agreement and
// language, and the sponsor's signatures.
//
//   GET  API.agreementsMine                                   -> myAgreementsSchema
//   POST API.agreementAccept(versionId)  { typedName }        -> 201 acceptanceSchema
//   GET  API.agreements                                       -> agreementListSchema (coordinators)
//   POST API.agreementVersions(id)       { language, title, text } -> 201 agreementSchema (super admin)
//   PATCH API.agreement(id)              { required }              -> agreementSchema (super admin)
//
// Who (PRODUCT.md): the super admin manages the texts; global admins and admins read them;
// a sponsor reads and signs their own. A signature is the typed full name, which must match the
// sponsor's name ignoring case, accents and spaces (422 AGREEMENT_NAME_MISMATCH); it records the
// version, signer, typed name, time (UTC), address, user agent and a SHA-256 of the exact text
// shown. Versions are numbered per agreement across languages: a new version of a required text
// makes earlier signatures outdated (state "newVersion"), and only the current version can be
// signed (409 AGREEMENT_VERSION_OUTDATED).
import { z } from 'zod';
import { API } from '../api-paths';
import { LANGUAGES } from '../constants';
import { defineEndpoint } from '../endpoint';
import { fieldMessage } from '../messages';
import { idParam, requiredText } from './common';

export const AGREEMENT_AUDIENCES = ['sponsor', 'parent'] as const;
export type AgreementAudience = (typeof AGREEMENT_AUDIENCES)[number];
export const AGREEMENT_STATES = ['toSign', 'signed', 'newVersion'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

export const AGREEMENT_TITLE_MAX_LENGTH = 200;
export const AGREEMENT_TEXT_MAX_LENGTH = 50_000;
export const TYPED_NAME_MAX_LENGTH = 200;

const invalid = fieldMessage('validation.invalidValue');

// ---------------------------------------------------------------------------------------------
// Answers

/** One required agreement as the signing sponsor sees it, in their language. */
export const myAgreementSchema = z.object({
  agreementId: z.number().int(),
  key: z.string(),
  /** The current version, the one to sign. */
  versionId: z.number().int(),
  version: z.number().int(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  text: z.string(),
  /** A draft text waiting for the programme's review. */
  needsReview: z.boolean(),
  state: z.enum(AGREEMENT_STATES),
  /** ISO 8601: when the current version was signed (null unless "signed"). */
  signedAt: z.string().nullable(),
  /** The signature of the current version, for its PDF (null unless "signed"). */
  signatureId: z.number().int().nullable(),
});
export type MyAgreement = z.infer<typeof myAgreementSchema>;

export const myAgreementsSchema = z.object({
  items: z.array(myAgreementSchema),
  /** The name a signature must match ("Emily Johnson"). */
  signerName: z.string(),
});
export type MyAgreements = z.infer<typeof myAgreementsSchema>;

export const acceptanceSchema = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  typedName: z.string(),
  /** ISO 8601. */
  signedAt: z.string(),
  /** SHA-256 (hex) of the exact text shown. */
  textSha256: z.string(),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

export const agreementVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  text: z.string(),
  needsReview: z.boolean(),
  createdAt: z.string(),
});
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;

/** An agreement with the current version of each language (coordinators' view). */
export const agreementSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  audience: z.enum(AGREEMENT_AUDIENCES),
  required: z.boolean(),
  currentVersion: z.number().int(),
  versions: z.array(agreementVersionSchema),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementListSchema = z.object({ items: z.array(agreementSchema) });

// ---------------------------------------------------------------------------------------------
// Bodies

export const agreementVersionParamsSchema = z.object({ versionId: idParam });
export const agreementIdParamsSchema = z.object({ id: idParam });

export const acceptAgreementBodySchema = z.object({
  typedName: requiredText(TYPED_NAME_MAX_LENGTH),
});
export type AcceptAgreementBody = z.input<typeof acceptAgreementBodySchema>;

export const newAgreementVersionBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: invalid }),
  title: requiredText(AGREEMENT_TITLE_MAX_LENGTH),
  text: requiredText(AGREEMENT_TEXT_MAX_LENGTH),
});
export type NewAgreementVersionBody = z.input<typeof newAgreementVersionBodySchema>;

/** PATCH API.agreement(id): whether the agreement is asked of everyone of its audience. */
export const updateAgreementBodySchema = z.object({
  required: z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? fieldMessage('validation.required')
        : fieldMessage('validation.invalidValue'),
  }),
});
export type UpdateAgreementBody = z.input<typeof updateAgreementBodySchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

const read = { area: 'agreements', mode: 'read' } as const;
const write = { area: 'agreements', mode: 'write' } as const;

export const AGREEMENT_ENDPOINTS = {
  mine: defineEndpoint({
    method: 'GET',
    path: API.agreementsMine,
    access: read,
    tag: 'agreements',
    summary: "The caller's required agreements with their state (empty for who is no sponsor)",
    responses: { 200: myAgreementsSchema },
    errors: [401, 403],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: API.agreementAccept,
    access: write,
    tag: 'agreements',
    summary:
      'Signs the current version with the typed full name (422 AGREEMENT_NAME_MISMATCH, 409 AGREEMENT_VERSION_OUTDATED)',
    params: agreementVersionParamsSchema,
    body: acceptAgreementBodySchema,
    responses: { 201: acceptanceSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: API.agreements,
    access: read,
    tag: 'agreements',
    summary: 'Every agreement with the current version of each language',
    responses: { 200: agreementListSchema },
    errors: [401, 403],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: API.agreement,
    access: write,
    tag: 'agreements',
    summary:
      'Makes an agreement required or not (super admin); required ones gate self-pairing and show as missing',
    params: agreementIdParamsSchema,
    body: updateAgreementBodySchema,
    responses: { 200: agreementSchema },
    errors: [400, 401, 403, 404],
  }),
  newVersion: defineEndpoint({
    method: 'POST',
    path: API.agreementVersions,
    access: write,
    tag: 'agreements',
    summary: 'Saves a new version of a text (the old ones stay, for the record)',
    params: agreementIdParamsSchema,
    body: newAgreementVersionBodySchema,
    responses: { 201: agreementSchema },
    errors: [400, 401, 403, 404],
  }),
};
