// Records of every kind a retention rule removes, each once older and once newer than its default
// period (and the look-alikes a rule must leave: mail still waiting, a refunded order, an active
// student's old attachment), for the retention tests. The API's clock is fixed at NOW.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  eventOrders,
  events,
  mailDeliveryAttempts,
  mailOutbox,
  pushNotices,
  sponsorshipLetters,
  students,
} from '../../src/db/schema/index';
import { UPLOAD_POLICIES, uploadFromBuffer } from '../../src/lib/files/upload';
import { samples } from './file-samples';
import { createPlace, type Actor } from './fixtures';
import { addSponsor, addStudent, pair } from './pairings';
import type { TestContext } from './test-app';

export const NOW = new Date('2026-08-02T12:00:00Z');
const OLD = {
  /** Older than 24 months (attachments), 12 months (mail, notices), 30 days (orders). */
  threeYears: new Date('2023-06-01T00:00:00Z'),
  /** Older than the audit's 60 months. */
  sixYears: new Date('2020-06-01T00:00:00Z'),
};
const RECENT = new Date('2026-07-20T00:00:00Z');

/** How many records of each kind the defaults remove from one seeded world. */
export const EXPECTED_DEFAULT_COUNTS = {
  letterAttachments: 1,
  mailLog: 2,
  auditEntries: 2,
  unpaidOrders: 2,
  pushNotices: 1,
};

export interface RetentionWorld {
  /** Ids of the records the defaults remove, and of those they keep. */
  oldAttachmentLetter: number;
  keptAttachmentLetters: number[];
  oldMailIds: number[];
  keptMailIds: number[];
  oldOrderIds: number[];
  keptOrderIds: number[];
}

export async function storedUploads(ctx: TestContext): Promise<string[]> {
  const folder = path.join(ctx.config.dataDir, 'uploads');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function attachment(ctx: TestContext): Promise<number> {
  const file = await ctx.app.platform.files.storeFile({
    ownerKind: 'user',
    ownerId: 1,
    upload: uploadFromBuffer('letter.pdf', samples.pdf()),
    policy: UPLOAD_POLICIES.attachment,
    purpose: 'attachment',
    createdBy: null,
  });
  return file.id;
}

async function seedLetters(ctx: TestContext, boss: Actor, periodId: number, suffix: string) {
  const db = ctx.database.db;
  const village = await createPlace(db, 'village', { name: `Vereda ${suffix}` });
  const school = await createPlace(db, 'school', { name: `Colegio ${suffix}` });
  const alumna = await addStudent(ctx, village, { firstName: 'Alba', lastName: suffix });
  const pupil = await addStudent(ctx, village, { firstName: 'Paula', lastName: suffix });
  const sponsorA = await addSponsor(ctx, school, { firstName: 'Sara', lastName: suffix });
  const sponsorB = await addSponsor(ctx, school, { firstName: 'Tomás', lastName: suffix });
  const withAlumna = await pair(boss, sponsorA, alumna);
  const withPupil = await pair(boss, sponsorB, pupil);
  await db.update(students).set({ status: 'alumni' }).where(eq(students.id, alumna));
  const letter = async (
    sponsorshipId: number,
    sides: { sponsorId: number; studentId: number },
    number: number,
    sentAt: Date,
  ) => {
    const [row] = await db
      .insert(sponsorshipLetters)
      .values({
        sponsorshipId,
        periodId,
        ...sides,
        number,
        writer: 'sponsor',
        status: 'delivered',
        originalLanguage: 'en-US',
        sentAt,
        deliveredAt: sentAt,
        createdAt: sentAt,
        attachmentFileId: await attachment(ctx),
      })
      .returning({ id: sponsorshipLetters.id });
    return row!.id;
  };
  const alumnaSides = { sponsorId: sponsorA, studentId: alumna };
  return {
    oldAttachmentLetter: await letter(withAlumna, alumnaSides, 1, OLD.threeYears),
    keptAttachmentLetters: [
      await letter(withAlumna, alumnaSides, 2, RECENT),
      await letter(withPupil, { sponsorId: sponsorB, studentId: pupil }, 1, OLD.threeYears),
    ],
  };
}

async function seedMail(ctx: TestContext) {
  const mail = (status: 'sent' | 'bounced' | 'pending', createdAt: Date) => ({
    to: 'someone@example.org',
    subject: 'Hello',
    text: 'Hello',
    status,
    createdAt,
  });
  const rows = await ctx.database.db
    .insert(mailOutbox)
    .values([
      mail('sent', OLD.threeYears),
      mail('bounced', OLD.threeYears),
      mail('pending', OLD.threeYears),
      mail('sent', RECENT),
    ])
    .returning({ id: mailOutbox.id });
  const ids = rows.map((row) => row.id);
  await ctx.database.db.insert(mailDeliveryAttempts).values({
    mailId: ids[0]!,
    attemptedAt: OLD.threeYears,
    outcome: 'sent',
    worker: 'test',
  });
  return { oldMailIds: ids.slice(0, 2), keptMailIds: ids.slice(2) };
}

async function seedOrders(ctx: TestContext, suffix: string) {
  const db = ctx.database.db;
  const [event] = await db
    .insert(events)
    .values({
      slug: `fiesta-${suffix.toLowerCase()}`,
      name: 'Fiesta',
      capacity: 100,
      startsAt: OLD.threeYears,
      endsAt: OLD.threeYears,
      salesStartAt: OLD.threeYears,
      salesEndAt: OLD.threeYears,
    })
    .returning({ id: events.id });
  const order = (
    status: 'expired' | 'cancelled' | 'refunded' | 'reserved',
    createdAt: Date,
    paidAt: Date | null = null,
  ) => ({
    eventId: event!.id,
    status,
    buyerFirstName: 'Rosa',
    buyerLastName: suffix,
    buyerEmail: 'rosa@example.org',
    language: 'es-CO',
    seats: 1,
    totalCents: 1000,
    currency: 'USD',
    holdExpiresAt: createdAt,
    createdAt,
    paidAt,
  });
  const rows = await db
    .insert(eventOrders)
    .values([
      order('expired', OLD.threeYears),
      order('cancelled', OLD.threeYears),
      order('refunded', OLD.threeYears, OLD.threeYears),
      order('expired', RECENT),
    ])
    .returning({ id: eventOrders.id });
  const ids = rows.map((row) => row.id);
  return { oldOrderIds: ids.slice(0, 2), keptOrderIds: ids.slice(2) };
}

/** Seeds one world (call again with another suffix for a second, independent one). */
export async function seedRetentionWorld(
  ctx: TestContext,
  boss: Actor,
  periodId: number,
  suffix: string,
): Promise<RetentionWorld> {
  const letters = await seedLetters(ctx, boss, periodId, suffix);
  const mail = await seedMail(ctx);
  const orders = await seedOrders(ctx, suffix);
  await ctx.database.db.insert(auditLog).values([
    { entity: 'student', entityId: 1, action: 'view', at: OLD.sixYears },
    { entity: 'student', entityId: 1, action: 'update', at: OLD.sixYears },
    { entity: 'student', entityId: 1, action: 'view', at: RECENT },
  ]);
  await ctx.database.db.insert(pushNotices).values([
    { userId: boss.id, key: `letter:${suffix}:old`, createdAt: OLD.threeYears },
    { userId: boss.id, key: `letter:${suffix}:new`, createdAt: RECENT },
  ]);
  return { ...letters, ...mail, ...orders };
}
