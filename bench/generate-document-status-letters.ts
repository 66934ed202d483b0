// The document-status generator's letters and signatures (generate-document-status.ts): what the
// grid's letter and agreement cells read.
import { agreementAcceptances, sponsorshipLetters } from '../apps/api/src/db/schema/index';
import { DAY_MS, insertInBatches, type Generation } from './generate-document-status-rows';
import type { CurrentSponsorship, SponsorRow } from './generate-document-status-sponsors';

type LetterStatus = 'draft' | 'in_review' | 'delivered';

/** Letters: sponsor's letter N, then (given it) the student's answer N. Answers how many. */
export async function insertLetters(
  { db, random, now, log }: Generation,
  periodId: number,
  current: readonly CurrentSponsorship[],
): Promise<number> {
  const letterRows: Array<typeof sponsorshipLetters.$inferInsert> = [];
  const letterRow = (
    sponsorship: CurrentSponsorship,
    number: number,
    writer: 'sponsor' | 'student',
    status: LetterStatus,
  ): typeof sponsorshipLetters.$inferInsert => {
    const sentAt =
      status === 'draft' ? null : new Date(now - Math.floor(random() * 40 * DAY_MS) - DAY_MS);
    return {
      sponsorshipId: sponsorship.id,
      periodId,
      sponsorId: sponsorship.sponsor_id,
      studentId: sponsorship.student_id,
      number,
      writer,
      writerUserId: null,
      status,
      subject: `Letter ${number}`,
      message: 'Hello! This is my letter.',
      originalLanguage: writer === 'sponsor' ? 'en-US' : 'es-CO',
      targetLanguage: writer === 'sponsor' ? 'es-CO' : 'en-US',
      sentAt,
      deliveredAt: status === 'delivered' && sentAt ? new Date(sentAt.getTime() + DAY_MS) : null,
      screeningCleared: status === 'delivered',
      createdAt: sentAt ?? new Date(now),
      updatedAt: sentAt ?? new Date(now),
    };
  };
  const written = () => (random() < 0.7 ? 'delivered' : 'in_review');
  for (const sponsorship of current) {
    let next = 1;
    if (random() < 0.8) {
      letterRows.push(letterRow(sponsorship, 1, 'sponsor', written()));
      next = 2;
      if (random() < 0.75) letterRows.push(letterRow(sponsorship, 1, 'student', written()));
      if (random() < 0.3125) {
        letterRows.push(letterRow(sponsorship, 2, 'sponsor', written()));
        next = 3;
        if (random() < 0.4) letterRows.push(letterRow(sponsorship, 2, 'student', written()));
      }
    }
    if (random() < 0.05) letterRows.push(letterRow(sponsorship, next, 'sponsor', 'draft'));
  }
  await insertInBatches(db, sponsorshipLetters, letterRows);
  log(`  ${letterRows.length.toLocaleString('en-US')} letters`);
  return letterRows.length;
}

/** Signatures of the agreement's current version by 70% of the sponsors. Answers how many. */
export async function insertSignatures(
  { db, random, now, log }: Generation,
  versionId: number,
  yearStartMs: number,
  sponsorRows: readonly SponsorRow[],
  sponsorIds: readonly number[],
): Promise<number> {
  const acceptanceRows: Array<typeof agreementAcceptances.$inferInsert> = [];
  sponsorRows.forEach((sponsor, index) => {
    const sponsorId = sponsorIds[index];
    if (sponsorId === undefined || random() >= 0.7) return;
    acceptanceRows.push({
      versionId,
      sponsorId,
      signerUserId: null,
      typedName: `${sponsor.firstName} ${sponsor.lastName}`,
      signedAt: new Date(yearStartMs + Math.floor(random() * (now - yearStartMs))),
      ip: '127.0.0.1',
      userAgent: 'bench',
      textSha256: '0'.repeat(64),
      signatureKind: 'typed',
    });
  });
  await insertInBatches(db, agreementAcceptances, acceptanceRows);
  log(`  ${acceptanceRows.length.toLocaleString('en-US')} signatures`);
  return acceptanceRows.length;
}
