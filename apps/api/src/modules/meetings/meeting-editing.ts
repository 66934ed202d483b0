// One meeting at a time: its details (code, materials, who could attend), changes, deletion and
// a new attendance code.
import type { MeetingDetail } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { countActiveSponsors } from './meeting-sponsors.repo';
import { findMeetingFileIds, findMeetingFiles } from './meeting-files.repo';
import { findVisibleMeeting, withFreshCodes, type MeetingsContext } from './meetings-context';
import { codeValidUntil, toMeeting, toMeetingFile } from './meeting-projections';
import {
  deleteMeeting,
  findMeeting,
  meetingVisibility,
  updateMeeting,
  type MeetingChanges,
} from './meetings.repo';

export interface MeetingChangesInput {
  startsAt?: string | undefined;
  place?: string | undefined;
  notes?: string | undefined;
  codeWindowMinutes?: number | undefined;
}

export async function get(
  context: MeetingsContext,
  auth: AuthContext,
  id: number,
): Promise<MeetingDetail> {
  const record = await findVisibleMeeting(context, auth, id);
  const { meeting } = record;
  const [materials, sponsors] = await Promise.all([
    findMeetingFiles(context.db, [meeting.id]),
    countActiveSponsors(context.db, meeting.schoolId),
  ]);
  return {
    ...toMeeting(record),
    code: meeting.code,
    codeValidUntil: codeValidUntil(meeting).toISOString(),
    files: materials.map((file) => toMeetingFile(context.files, file)),
    sponsors,
  };
}

export async function update(
  context: MeetingsContext,
  auth: AuthContext,
  id: number,
  body: MeetingChangesInput,
): Promise<MeetingDetail> {
  const changes: MeetingChanges = {};
  if (body.startsAt !== undefined) changes.startsAt = new Date(body.startsAt);
  if (body.place !== undefined) changes.place = body.place;
  if (body.notes !== undefined) changes.notes = body.notes;
  if (body.codeWindowMinutes !== undefined) changes.codeWindowMinutes = body.codeWindowMinutes;
  if (!(await updateMeeting(context.db, meetingVisibility(auth), id, changes, context.clock.now())))
    throw appError('NOT_FOUND');
  return get(context, auth, id);
}

/**
 * Deletes the meeting; its attendance goes with it (the database recomputes each sponsor's
 * progress), and its materials' files after commit.
 */
export async function remove(
  { db, files }: MeetingsContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  const fileIds = await db.transaction(async (tx) => {
    const visibility = meetingVisibility(auth);
    const record = await findMeeting(tx, visibility, id, { lock: 'update' });
    if (!record) throw appError('NOT_FOUND');
    const materials = await findMeetingFileIds(tx, id);
    await deleteMeeting(tx, visibility, id);
    return materials;
  });
  for (const fileId of fileIds) await files.deleteFile(fileId);
}

/** A new code at once: from the moment it commits, the old one names no meeting. */
export async function regenerateCode(
  context: MeetingsContext,
  auth: AuthContext,
  id: number,
): Promise<MeetingDetail> {
  const visibility = meetingVisibility(auth);
  const isChanged = await withFreshCodes(() =>
    updateMeeting(
      context.db,
      visibility,
      id,
      { code: context.generateCode() },
      context.clock.now(),
    ),
  );
  if (!isChanged) throw appError('NOT_FOUND');
  return get(context, auth, id);
}
