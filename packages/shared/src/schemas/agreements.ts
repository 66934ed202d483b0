// Agreements, screen `/edrocks/agreements`: the texts sponsors (and the parents of minor
// sponsors) sign, versioned per agreement and language, and the sponsor's signatures; the
// bodies the web sends and the shapes the API answers (the endpoints in agreements-endpoints.ts,
// the plain values in agreements-constants.ts).
//
//   GET   AGREEMENT_PATHS.agreementsMine                                  -> myAgreementsSchema
//   POST  AGREEMENT_PATHS.agreementAccept(versionId)  { typedName }       -> 201 acceptanceSchema
//   GET   AGREEMENT_PATHS.agreements                                      -> agreementListSchema (coordinators)
//   GET   AGREEMENT_PATHS.agreementMissingTexts                           -> missingAgreementTextsSchema
//   POST  AGREEMENT_PATHS.agreementVersions(id)  { language, title, text } -> 201 agreementSchema (a draft)
//   PUT   AGREEMENT_PATHS.agreementVersion(versionId)  { title, text }    -> agreementSchema (a draft's text)
//   POST  AGREEMENT_PATHS.agreementPublish(id)   { version }              -> agreementSchema (super admin)
//   PATCH AGREEMENT_PATHS.agreement(id)          { required }             -> agreementSchema (super admin)
//
// Who (PRODUCT.md): the super admin manages the texts; global admins and admins read them;
// a sponsor reads and signs their own (the coordinators' endpoints answer a sponsor 404). A
// signature is the typed full name, which must match the sponsor's name ignoring case, accents
// and spaces (422 AGREEMENT_NAME_MISMATCH); it records the version, signer, typed name, time
// (UTC), address, user agent and a SHA-256 of the exact text shown.
//
// Drafts and publishing (docs/decisions/033-agreements-fail-closed.md): a new text is a draft of
// the next version number, which the super admin edits, then publishes with every language it
// has at once (409 AGREEMENT_VERSION_PUBLISHED the second time; a published text never changes
// and takes no new language: the next text is a new number). Only published versions count:
// what a sponsor or a parent reads and signs (a draft answers 404), the gate before a sponsor
// pairs themselves or writes a letter, the document status and the pairing's gap. A required
// agreement without a published text is missing for everyone it is asked of, and the sponsor's
// list names it in `notPublished` (nothing to sign for now). Publishing a new number makes the
// earlier signatures outdated (state "newVersion"; signing an old one: 409
// AGREEMENT_VERSION_OUTDATED).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import {
  AGREEMENT_AUDIENCES,
  AGREEMENT_STATES,
  AGREEMENT_TEXT_MAX_LENGTH,
  AGREEMENT_TITLE_MAX_LENGTH,
  TYPED_NAME_MAX_LENGTH,
} from './agreements-constants';
import { bodyId, idParam, requiredText } from './common';

const invalid = fieldMessage('validation.invalidValue');

// ---------------------------------------------------------------------------------------------
// Answers

/** One required agreement as the signing sponsor sees it, in their language. */
export const myAgreementSchema = z.object({
  agreementId: z.number().int(),
  key: z.string(),
  /** The current published version, the one to sign. */
  versionId: z.number().int(),
  version: z.number().int(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  text: z.string(),
  /** A text the portal shipped that the programme has not published itself (the demo's). */
  needsReview: z.boolean(),
  state: z.enum(AGREEMENT_STATES),
  /** ISO 8601: when the current version was signed (null unless "signed"). */
  signedAt: z.string().nullable(),
  /** The signature of the current version, for its PDF (null unless "signed"). */
  signatureId: z.number().int().nullable(),
});
export type MyAgreement = z.infer<typeof myAgreementSchema>;

/** A required agreement the programme has not published yet: nothing to sign, and missing. */
export const unpublishedAgreementSchema = z.object({
  agreementId: z.number().int(),
  key: z.string(),
});
export type UnpublishedAgreement = z.infer<typeof unpublishedAgreementSchema>;

export const myAgreementsSchema = z.object({
  items: z.array(myAgreementSchema),
  /** Required agreements without a published text (they keep the gate closed). */
  notPublished: z.array(unpublishedAgreementSchema),
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
  /** ISO 8601; null: a draft, which only coordinators see. */
  publishedAt: z.string().nullable(),
  /** Whether its publication asked everyone to sign again (false: a change that is not material). */
  asksSignature: z.boolean(),
});
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;

/** An agreement with every version of each language (coordinators' view), newest first. */
export const agreementSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  audience: z.enum(AGREEMENT_AUDIENCES),
  required: z.boolean(),
  /** The number sponsors and parents sign: the newest published one (0: none published). */
  currentVersion: z.number().int(),
  /** The number being drafted, above the current one (null: no draft). */
  draftVersion: z.number().int().nullable(),
  /**
   * The oldest number whose signatures still count: the newest published number that asked for
   * a signature (0: none published). A change that is not material keeps earlier signatures.
   */
  signedFromVersion: z.number().int(),
  /**
   * Sponsors who signed the current version (or whose parent did), asked again when the next
   * one is published; null for an admin, who reaches only the sponsors of their schools (the
   * super admin, who publishes, and global admins read it).
   */
  currentSigners: z.number().int().nullable(),
  versions: z.array(agreementVersionSchema),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementListSchema = z.object({ items: z.array(agreementSchema) });

/** A required agreement whose published text is missing, or missing in a language. */
export const missingAgreementTextSchema = z.object({
  agreementId: z.number().int(),
  key: z.string(),
  audience: z.enum(AGREEMENT_AUDIENCES),
  /** False: no version is published, so the agreement is missing for everyone it is asked of. */
  isPublished: z.boolean(),
  /** The languages the current published version has no text in (every one when unpublished). */
  missingLanguages: z.array(z.enum(LANGUAGES)),
  /** The number of a draft waiting to be published (null: none). */
  draftVersion: z.number().int().nullable(),
});
export type MissingAgreementText = z.infer<typeof missingAgreementTextSchema>;

export const missingAgreementTextsSchema = z.object({
  items: z.array(missingAgreementTextSchema),
});
export type MissingAgreementTexts = z.infer<typeof missingAgreementTextsSchema>;

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

/** PUT AGREEMENT_PATHS.agreementVersion(versionId): a draft's new title and text. */
export const updateAgreementDraftBodySchema = z.object({
  title: requiredText(AGREEMENT_TITLE_MAX_LENGTH),
  text: requiredText(AGREEMENT_TEXT_MAX_LENGTH),
});
export type UpdateAgreementDraftBody = z.input<typeof updateAgreementDraftBodySchema>;

/**
 * POST AGREEMENT_PATHS.agreementPublish(id): the draft number to publish, as the super admin saw it (a
 * second click, or another super admin's, finds it published: 409).
 */
export const publishAgreementBodySchema = z.object({
  version: bodyId,
  /**
   * Whether the change is material, so that everyone signs again; false keeps the signatures of
   * the earlier numbers. Asked in the confirmation; absent, a signature is asked (fails closed).
   * A first publication always asks for one.
   */
  isMaterial: z.boolean({ error: invalid }).default(true),
});
export type PublishAgreementBody = z.input<typeof publishAgreementBodySchema>;

/** PATCH AGREEMENT_PATHS.agreement(id): whether the agreement is asked of everyone of its audience. */
export const updateAgreementBodySchema = z.object({
  required: z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? fieldMessage('validation.required')
        : fieldMessage('validation.invalidValue'),
  }),
});
export type UpdateAgreementBody = z.input<typeof updateAgreementBodySchema>;
