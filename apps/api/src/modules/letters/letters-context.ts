// What every use case of the letters module is built from (the platform's pieces and the
// agreements' gate), and the small helpers they share.
import type { LetterWriter } from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FilesService } from '../../lib/files/files.service';
import type { Mailer } from '../../lib/mailer';
import type { Translator } from '../../lib/translator';
import type { AuthContext } from '../../lib/auth-context';
import type { LetterRecord } from './letters.repo';

/** What letters ask of the agreements area: the gate a sponsor passes before writing. */
export interface LettersAgreementsGate {
  missingSponsorAgreements(
    db: Database,
    sponsorId: number,
    yearStart: string,
  ): Promise<Array<{ key: string }>>;
}

/** What every use case of the letters module takes first: the platform's pieces it uses. */
export interface LettersContext {
  db: Database;
  clock: Clock;
  config: Pick<
    Config,
    'publicUrl' | 'letterTranslationReview' | 'letterClaimTtlMs' | 'letterReviewAll'
  >;
  files: FilesService;
  mailer: Mailer;
  /** Undefined when no translation service is configured: coordinators translate. */
  translator: Translator | undefined;
  agreements: LettersAgreementsGate;
}

/** The service is built from its context as it is (nothing to derive). */
export type LettersServiceDeps = LettersContext;

/** A sponsor or a student (their own letters), not a coordinator. */
export function isParticipant(auth: AuthContext): boolean {
  return auth.access === 'own' || auth.access === 'ownRead';
}

export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

export function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

/** The side of a letter the user is on, if any. */
export function sideOf(record: LetterRecord, userId: number): LetterWriter | undefined {
  if (record.sponsorUserId === userId) return 'sponsor';
  if (record.studentUserId === userId) return 'student';
  return undefined;
}

export function otherSide(side: LetterWriter): LetterWriter {
  return side === 'sponsor' ? 'student' : 'sponsor';
}
