// A meeting's materials (meeting_files), each a file of the upload service (files, read-only).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, meetingFiles } from '../../db/schema/index';

export interface MeetingFileRecord {
  meetingId: number;
  fileId: number;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** The materials of these meetings, in the order they were added. */
export function findMeetingFiles(db: Database, meetingIds: number[]): Promise<MeetingFileRecord[]> {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      meetingId: meetingFiles.meetingId,
      fileId: files.id,
      name: files.originalName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
    })
    .from(meetingFiles)
    .innerJoin(files, eq(files.id, meetingFiles.fileId))
    .where(inArray(meetingFiles.meetingId, meetingIds))
    .orderBy(asc(meetingFiles.createdAt), asc(meetingFiles.fileId));
}

export async function insertMeetingFile(
  tx: Database,
  meetingId: number,
  fileId: number,
  now: Date,
): Promise<void> {
  await tx.insert(meetingFiles).values({ meetingId, fileId, createdAt: now });
}

/** Removes a material's link; false when the meeting has no such file. */
export async function deleteMeetingFile(
  tx: Database,
  meetingId: number,
  fileId: number,
): Promise<boolean> {
  const rows = await tx
    .delete(meetingFiles)
    .where(and(eq(meetingFiles.meetingId, meetingId), eq(meetingFiles.fileId, fileId)))
    .returning({ fileId: meetingFiles.fileId });
  return rows.length > 0;
}

/** The ids of a meeting's materials (deleted with it). */
export async function findMeetingFileIds(tx: Database, meetingId: number): Promise<number[]> {
  const rows = await tx
    .select({ fileId: meetingFiles.fileId })
    .from(meetingFiles)
    .where(eq(meetingFiles.meetingId, meetingId));
  return rows.map((row) => row.fileId);
}
