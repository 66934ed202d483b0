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
