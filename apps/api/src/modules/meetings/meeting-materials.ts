// A meeting's materials: added and removed by coordinators who reach the meeting, read by them
// and by the sponsors of its school.
import { getAccess, type MeetingFile } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { UPLOAD_POLICIES, discardUpload, type IncomingUpload } from '../../lib/files/upload';
import { deleteMeetingFile, insertMeetingFile } from './meeting-files.repo';
import { lockVisibleMeeting, type MeetingsContext } from './meetings-context';
import { toMeetingFile } from './meeting-projections';
import {
  findMeeting,
  isMeetingReachable,
  meetingVisibility,
  ownMeetingVisibility,
} from './meetings.repo';

/** Materials are kept by the upload service as the meeting's files (see addFile). */
const MATERIAL_PURPOSE = 'material';

/**
 * Stores a material through the upload service (the attachment policy: jpg, jpeg, pdf,
 * mp4, 50 MB) and links it to the meeting. The file belongs to the meeting: coordinators in
 * scope and the school's sponsors read it (canReadMaterials), through the signed URLs the
 * meeting's answers carry or with their token. A meeting deleted meanwhile keeps nothing.
 */
export async function addFile(
  { db, clock, files }: MeetingsContext,
  auth: AuthContext,
  id: number,
  upload: IncomingUpload,
): Promise<MeetingFile> {
  if (!(await findMeeting(db, meetingVisibility(auth), id))) {
    discardUpload(upload);
    throw appError('NOT_FOUND');
  }
  const file = await files.storeFile({
    upload,
    policy: UPLOAD_POLICIES.attachment,
    ownerKind: 'meeting',
    ownerId: id,
    purpose: MATERIAL_PURPOSE,
    createdBy: auth.userId,
  });
  try {
    await db.transaction(async (tx) => {
      await lockVisibleMeeting(tx, auth, id);
      await insertMeetingFile(tx, id, file.id, clock.now());
    });
  } catch (error) {
    await files.deleteFile(file.id);
    throw error;
  }
  return toMeetingFile(files, {
    fileId: file.id,
    name: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
  });
}

/** Removes a material from the meeting, and its file. */
export async function removeFile(
  { db, files }: MeetingsContext,
  auth: AuthContext,
  id: number,
  fileId: number,
): Promise<void> {
  const isRemoved = await db.transaction(async (tx) => {
    await lockVisibleMeeting(tx, auth, id);
    return deleteMeetingFile(tx, id, fileId);
  });
  if (!isRemoved) throw appError('NOT_FOUND');
  await files.deleteFile(fileId);
}

/**
 * Who reads a meeting's materials through the files routes: coordinators who reach the
 * meeting, and sponsors of its school.
 */
export async function canReadMaterials(
  { db }: MeetingsContext,
  auth: AuthContext,
  id: number,
): Promise<boolean> {
  const coordinatorAccess = getAccess(auth.role, 'meetings');
  if (coordinatorAccess)
    return isMeetingReachable(db, meetingVisibility({ ...auth, access: coordinatorAccess }), id);
  const sponsorAccess = getAccess(auth.role, 'attendanceCodes');
  if (sponsorAccess)
    return isMeetingReachable(db, ownMeetingVisibility({ ...auth, access: sponsorAccess }), id);
  return false;
}
