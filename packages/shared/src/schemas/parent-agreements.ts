// The parent agreement: a sponsor under 18 on the year's start date needs one of their parents
// or guardians to sign the parent texts. The sponsor or a coordinator sends it to a parent of
// the sponsor's record; the parent signs at a public link, and every signature can be
// downloaded as a PDF.
//
//   GET  AGREEMENT_PATHS.parentAgreement             ?sponsorId=              -> parentAgreementStatusSchema
//   POST AGREEMENT_PATHS.parentAgreementSend         { sponsorId?, parentId } -> 201 parentAgreementStatusSchema
//   GET  AGREEMENT_PATHS.agreementSignaturePdf(id)                            -> the signed agreement as a PDF
//   GET  AGREEMENT_PATHS.publicAgreement(key)        ?language=               -> publicAgreementSchema
//   POST AGREEMENT_PATHS.publicAgreementSign(key)    publicAgreementSignBodySchema -> 201 publicSignatureSchema
//   POST AGREEMENT_PATHS.parentSignatureConfirm      { sponsorId, linkId }    -> parentAgreementStatusSchema
//   POST AGREEMENT_PATHS.parentSignatureReject       { sponsorId, linkId }    -> parentAgreementStatusSchema
//
// Who (PRODUCT.md): the super and global admins send and view; admins in their scope; a sponsor
// sends their own (sponsorId is ignored: always their own record). The link `/agreement/{key}`
// carries a random key of 128 bits or more, stored only as a hash; it expires (14 days unless
// configured), works once (410 AGREEMENT_LINK_USED afterwards), and resending makes the earlier
// link useless (410 AGREEMENT_LINK_EXPIRED, like an expired one); an unknown key answers 404
// AGREEMENT_LINK_NOT_FOUND. Guessing keys is throttled per address (429).
//
// A minor's consent (decision 030): the link goes only to a contact a coordinator confirmed (409
// PARENT_CONTACT_NOT_CONFIRMED; 409 PARENT_EMAIL_IS_SPONSORS for the sponsor's own mailbox), and
// stops working (410 AGREEMENT_LINK_EXPIRED) once that contact is unconfirmed, changed or removed.
// A signature made from the address or the device of one of the sponsor's sign-ins (the last
// SIGN_IN_SOURCE_DAYS days) is held (state toCheck): it opens nothing until a coordinator in
// scope confirms it (AGREEMENT_PATHS.parentSignatureConfirm, area consentChecks); rejected, the sponsor sends
// a new link. Sending waits while a signature is held (409 PARENT_SIGNATURE_TO_CHECK); a second
// decision on one signature answers 409 PARENT_SIGNATURE_ALREADY_CHECKED. Why a signature was
// held, and its address, are for coordinators only (null for the sponsor).
import { z } from 'zod';
import { AGREEMENT_PATHS } from './agreements-constants';
import { LANGUAGES } from '../constants';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { fieldMessage } from '../messages';
import { bodyId, deviceIdField, idParam, requiredText } from './common';
import { PARENT_RELATIONSHIPS } from './sponsors-constants';

/** Where a sponsor stands with the parent agreement. */
export const PARENT_AGREEMENT_STATES = ['notSent', 'sent', 'expired', 'toCheck', 'signed'] as const;
export type ParentAgreementState = (typeof PARENT_AGREEMENT_STATES)[number];

/**
 * Why a parent's signature waits for a coordinator: it came from the address (the same network,
 * for IPv6) or the device of one of the sponsor's own sign-ins, or it was made before parent
 * contacts needed a coordinator's confirmation.
 */
export const SIGNATURE_CHECK_REASONS = [
  'sameAddress',
  'sameDevice',
  'signedBeforeConfirmation',
] as const;
export type SignatureCheckReason = (typeof SIGNATURE_CHECK_REASONS)[number];

/** How long a sponsor's sign-in sources (address, device, browser) are kept. */
export const SIGN_IN_SOURCE_DAYS = 90;

export const SIGNATURE_KINDS = ['typed', 'drawn'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

export const SIGNER_NAME_MAX_LENGTH = 200;
/** A drawn signature as a PNG data URL: a phone's canvas at 3x stays well below this. */
export const SIGNATURE_IMAGE_MAX_LENGTH = 1_000_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** Parent agreement texts signed at once (today one; a guard against absurd bodies). */
export const MAX_PARENT_TEXTS = 10;

const invalid = fieldMessage('validation.invalidValue');

// ---------------------------------------------------------------------------------------------
// Answers

/** A parent the agreement may be sent to (from the sponsor's record). */
export const parentRecipientSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  relationship: z.enum(PARENT_RELATIONSHIPS),
  language: z.enum(LANGUAGES),
  /** Only a confirmed contact can be sent the link. */
  isConfirmed: z.boolean(),
});
export type ParentRecipient = z.infer<typeof parentRecipientSchema>;

export const parentAgreementStatusSchema = z.object({
  sponsorId: z.number().int(),
  sponsorName: z.string(),
  /** Under 18 on the start date of the available year (today when there is none). */
  isRequired: z.boolean(),
  /** False when the sponsor's birth date is unknown: whether it is required cannot be told. */
  isBirthdateKnown: z.boolean(),
  state: z.enum(PARENT_AGREEMENT_STATES),
  /** The texts the parent signs (current versions), in the caller's language where translated. */
  texts: z.array(z.object({ agreementId: z.number().int(), title: z.string() })),
  /** The live link (state sent or expired). */
  link: z
    .object({
      sentAt: z.string(),
      expiresAt: z.string(),
      parentName: z.string(),
      parentEmail: z.string(),
      language: z.enum(LANGUAGES),
    })
    .nullable(),
  /** The parent's signature of the current texts (state signed). */
  signature: z
    .object({
      signedAt: z.string(),
      signerName: z.string(),
      relationship: z.enum(PARENT_RELATIONSHIPS).nullable(),
      /** One per text, for the PDF (AGREEMENT_PATHS.agreementSignaturePdf). */
      signatureIds: z.array(z.number().int()),
    })
    .nullable(),
  parents: z.array(parentRecipientSchema),
  /**
   * The last signature of the current texts that a coordinator must check (state toCheck) or
   * rejected (then the state is that of the next link); null when there is none.
   */
  check: z
    .object({
      linkId: z.number().int(),
      status: z.enum(['toCheck', 'rejected']),
      signedAt: z.string(),
      signerName: z.string(),
      relationship: z.enum(PARENT_RELATIONSHIPS).nullable(),
      /** Whom the link was sent to. */
      parentName: z.string(),
      parentEmail: z.string(),
      /** When a coordinator rejected it. */
      checkedAt: z.string().nullable(),
      /** One per text, for the PDF (AGREEMENT_PATHS.agreementSignaturePdf). */
      signatureIds: z.array(z.number().int()),
      /** Coordinators only (null for the sponsor): why it was held, where it was signed from. */
      reasons: z.array(z.enum(SIGNATURE_CHECK_REASONS)).nullable(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    })
    .nullable(),
});
export type ParentAgreementStatus = z.infer<typeof parentAgreementStatusSchema>;

/** What the parent's page shows. */
export const publicAgreementSchema = z.object({
  /** The language of the texts below (the requested one, else the parent's, else English). */
  language: z.enum(LANGUAGES),
  /** The parent's language, chosen when the link was sent. */
  parentLanguage: z.enum(LANGUAGES),
  sponsorName: z.string(),
  /** To fill the form in: the name and relationship of the parent it was sent to. */
  parentName: z.string(),
  relationship: z.enum(PARENT_RELATIONSHIPS).nullable(),
  texts: z.array(z.object({ versionId: z.number().int(), title: z.string(), text: z.string() })),
  expiresAt: z.string(),
});
export type PublicAgreement = z.infer<typeof publicAgreementSchema>;

export const publicSignatureSchema = z.object({
  signedAt: z.string(),
  signatureIds: z.array(z.number().int()),
});
export type PublicSignature = z.infer<typeof publicSignatureSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

export const parentAgreementQuerySchema = z.object({ sponsorId: idParam.optional() });
export type ParentAgreementQuery = z.input<typeof parentAgreementQuerySchema>;

export const sendParentAgreementBodySchema = z.object({
  /** A coordinator names the sponsor; a sponsor's request is always about themselves. */
  sponsorId: bodyId.optional(),
  parentId: bodyId,
});
export type SendParentAgreementBody = z.input<typeof sendParentAgreementBodySchema>;

/** Keys are base64url; anything else is not a key (and is answered like an unknown one). */
export const agreementKeyParamsSchema = z.object({
  key: z.string().min(1).max(200),
});

export const publicAgreementQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: invalid }).optional(),
});

export const signatureSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('typed'), text: requiredText(SIGNER_NAME_MAX_LENGTH) }),
    z.object({
      kind: z.literal('drawn'),
      image: z
        .string({ error: invalid })
        .max(SIGNATURE_IMAGE_MAX_LENGTH, { error: fieldMessage('validation.signatureTooLarge') })
        .startsWith(PNG_DATA_URL_PREFIX, { error: invalid }),
    }),
  ],
  { error: fieldMessage('validation.signatureRequired') },
);
export type Signature = z.infer<typeof signatureSchema>;

export const publicAgreementSignBodySchema = z.object({
  /** The texts shown (their current versions): what is signed, exactly. */
  versionIds: z.array(bodyId).min(1, { error: invalid }).max(MAX_PARENT_TEXTS, { error: invalid }),
  signerName: requiredText(SIGNER_NAME_MAX_LENGTH),
  relationship: z.enum(PARENT_RELATIONSHIPS, { error: invalid }),
  signature: signatureSchema,
  /** The signing browser's own id (a signature from the sponsor's device is held). */
  deviceId: deviceIdField.optional(),
});
export type PublicAgreementSignBody = z.input<typeof publicAgreementSignBodySchema>;

export const signaturePdfParamsSchema = z.object({ id: idParam });

/** A coordinator's decision on a held signature: the sponsor and the link it came through. */
export const parentSignatureCheckBodySchema = z.object({
  sponsorId: bodyId,
  linkId: bodyId,
});
export type ParentSignatureCheckBody = z.input<typeof parentSignatureCheckBodySchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const PARENT_AGREEMENT_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET',
    path: AGREEMENT_PATHS.parentAgreement,
    access: { area: 'parentAgreements', mode: 'read' },
    tag: 'agreements',
    summary: "A sponsor's parent agreement: required or not, its state, and whom it can go to",
    query: parentAgreementQuerySchema,
    responses: { 200: parentAgreementStatusSchema },
    errors: [400, 401, 403, 404],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: AGREEMENT_PATHS.parentAgreementSend,
    access: { area: 'parentAgreements', mode: 'write' },
    tag: 'agreements',
    summary:
      'Sends (or sends again) the parent agreement to a parent by e-mail; the earlier link stops working',
    body: sendParentAgreementBodySchema,
    responses: { 201: parentAgreementStatusSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  confirmSignature: defineEndpoint({
    method: 'POST',
    path: AGREEMENT_PATHS.parentSignatureConfirm,
    access: { area: 'consentChecks', mode: 'write' },
    tag: 'agreements',
    summary: "A coordinator confirms a parent's signature that was held for a check: it counts",
    body: parentSignatureCheckBodySchema,
    responses: { 200: parentAgreementStatusSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  rejectSignature: defineEndpoint({
    method: 'POST',
    path: AGREEMENT_PATHS.parentSignatureReject,
    access: { area: 'consentChecks', mode: 'write' },
    tag: 'agreements',
    summary:
      "A coordinator rejects a parent's signature that was held for a check: the sponsor sends a new link",
    body: parentSignatureCheckBodySchema,
    responses: { 200: parentAgreementStatusSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  signaturePdf: defineEndpoint({
    method: 'GET',
    path: AGREEMENT_PATHS.agreementSignaturePdf,
    access: { area: 'agreements', mode: 'read' },
    tag: 'agreements',
    summary: 'A signed agreement as a PDF: the text, the signer, time, address, hash and drawing',
    params: signaturePdfParamsSchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  publicAgreement: defineEndpoint({
    method: 'GET',
    path: AGREEMENT_PATHS.publicAgreement,
    access: 'public',
    tag: 'agreements',
    summary: "The parent's page: the texts, the sponsor's name (410 used or expired, 404 unknown)",
    params: agreementKeyParamsSchema,
    query: publicAgreementQuerySchema,
    responses: { 200: publicAgreementSchema },
    errors: [400, 404, 410, 429],
  }),
  publicSign: defineEndpoint({
    method: 'POST',
    path: AGREEMENT_PATHS.publicAgreementSign,
    access: 'public',
    tag: 'agreements',
    summary: 'The parent signs with their name, relationship and a drawn or typed signature',
    params: agreementKeyParamsSchema,
    body: publicAgreementSignBodySchema,
    responses: { 201: publicSignatureSchema },
    errors: [400, 404, 409, 410, 422, 429],
  }),
};
