import type { ScreeningKind } from '@portal/shared';

/** Something a rule found, at offsets of the normalised text (end exclusive). */
export interface Found {
  readonly kind: ScreeningKind;
  readonly start: number;
  readonly end: number;
}
