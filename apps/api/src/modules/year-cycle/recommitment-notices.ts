// The recommitment e-mails: when recommit runs, each sponsor with requests gets one e-mail (in
// their account's language) naming the students waiting for their answer; while a request stays
// unanswered, the same e-mail reminds them at most once a week (an hourly check, and one right
// after the run). Batches of sponsors, each claimed and queued in one transaction through the
// mail queue: an interrupted run resends nothing, and another process's run takes other rows.
import type { Language } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { queuePushNotice } from '../../lib/push/push-queue';
import { buildRecommitmentMail } from './recommitment-mail';
import { claimDueNotices, type ClaimedNotice } from './recommitment-notices.repo';

/** A reminder waits this long after the last e-mail about the same request. */
export const REMINDER_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** How often a process looks for due reminders. */
export const NOTICE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const SPONSORS_PER_BATCH = 200;

export interface NoticeContext {
  db: Database;
  clock: { now(): Date };
  mailer: Pick<Mailer, 'send'>;
  config: { publicUrl: string };
}

/** The claimed rows, one group per sponsor (they come ordered by sponsor). */
function bySponsor(rows: readonly ClaimedNotice[]): ClaimedNotice[][] {
  const groups = new Map<number, ClaimedNotice[]>();
  for (const row of rows) groups.set(row.sponsorId, [...(groups.get(row.sponsorId) ?? []), row]);
  return [...groups.values()];
}

/** Queues every e-mail due now; how many it queued. */
export async function sendDueNotices({ db, clock, mailer, config }: NoticeContext) {
  let queued = 0;
  for (;;) {
    const now = clock.now();
    const dueBefore = new Date(now.getTime() - REMINDER_INTERVAL_MS);
    const claimedSponsors = await db.transaction(async (tx) => {
      const groups = bySponsor(
        await claimDueNotices(tx, { now, dueBefore, limit: SPONSORS_PER_BATCH }),
      );
      for (const group of groups) {
        const [first] = group;
        // A sponsor without an active account cannot answer: nothing to send them.
        if (!first?.to || !first.isActive) continue;
        // Their phone is told once per year's request; the weekly reminders are e-mails only.
        if (first.userId !== null)
          await queuePushNotice(tx, {
            userId: first.userId,
            key: `recommit:${first.periodId}`,
            path: '/edrocks',
            notice: { topic: 'recommit', yearName: first.yearName },
          });
        await mailer.send(
          {
            ...buildRecommitmentMail({
              to: first.to,
              language: first.language === 'es-CO' ? 'es-CO' : ('en-US' satisfies Language),
              sponsorFirstName: first.sponsorFirstName,
              yearName: first.yearName,
              studentFirstNames: group.map((row) => row.studentFirstName),
              isReminder: group.every((row) => row.noticesSent > 1),
              link: `${config.publicUrl}/edrocks`,
            }),
            kind: 'recommitment',
          },
          tx,
        );
        queued += 1;
      }
      return groups.length;
    });
    if (claimedSponsors < SPONSORS_PER_BATCH) return queued;
  }
}
