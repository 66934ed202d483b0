// Agreements: the plain values the screens and the schemas share (audiences, states, limits).
// Kept apart from the schemas (agreements.ts) so that a screen that only reads agreements (the
// dashboard's notice of missing texts) needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).

export const AGREEMENT_AUDIENCES = ['sponsor', 'parent'] as const;
export type AgreementAudience = (typeof AGREEMENT_AUDIENCES)[number];
export const AGREEMENT_STATES = ['toSign', 'signed', 'newVersion'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

export const AGREEMENT_TITLE_MAX_LENGTH = 200;
export const AGREEMENT_TEXT_MAX_LENGTH = 50_000;
export const TYPED_NAME_MAX_LENGTH = 200;

/** The agreements' and the parent agreement's API paths (agreements-endpoints.ts). */
export const AGREEMENT_PATHS = {
  agreements: '/edrocks/api/agreements',
  agreementsMine: '/edrocks/api/agreements/mine',
  agreementAccept: '/edrocks/api/agreements/:versionId/accept',
  agreementVersions: '/edrocks/api/agreements/:id/versions',
  agreementVersion: '/edrocks/api/agreements/versions/:versionId',
  agreementPublish: '/edrocks/api/agreements/:id/publish',
  agreementMissingTexts: '/edrocks/api/agreements/missing-texts',
  agreement: '/edrocks/api/agreements/:id',
  parentAgreement: '/edrocks/api/agreements/parent',
  parentAgreementSend: '/edrocks/api/agreements/parent/send',
  /** A coordinator confirms or rejects a parent's signature held for a check (decision 030). */
  parentSignatureConfirm: '/edrocks/api/agreements/parent/signature/confirm',
  parentSignatureReject: '/edrocks/api/agreements/parent/signature/reject',
  agreementSignaturePdf: '/edrocks/api/agreements/signatures/:id/pdf',
  publicAgreement: '/edrocks/public/agreements/:key',
  publicAgreementSign: '/edrocks/public/agreements/:key/sign',
} as const;
