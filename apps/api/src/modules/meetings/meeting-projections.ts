// Meetings, their materials and attendance as the API answers them.
import {
  meetingKindOf,
  type AttendanceEntry,
  type AttendanceRecord,
  type Meeting,
  type MeetingFile,
  type MyMeeting,
} from '@portal/shared';
import type { MeetingRow } from '../../db/schema/index';
import type { FilesService } from '../../lib/files/files.service';
import { coordinatorNameFor, type Viewer } from '../../lib/projections';
import type { AttendanceListRecord, AttendanceRow } from './meeting-attendance.repo';
import type { MeetingFileRecord } from './meeting-files.repo';
import type { MeetingRecord } from './meetings.repo';

const MINUTE_MS = 60_000;

/** The last moment the meeting's code is accepted. */
export function codeValidUntil(meeting: MeetingRow): Date {
  return new Date(meeting.startsAt.getTime() + meeting.codeWindowMinutes * MINUTE_MS);
}

/** Whether the code is accepted at `now`: from the start to the end of its window, both included. */
export function isWithinWindow(meeting: MeetingRow, now: Date): boolean {
  return (
    now.getTime() >= meeting.startsAt.getTime() &&
    now.getTime() <= codeValidUntil(meeting).getTime()
  );
}

function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

export function toMeeting(record: MeetingRecord): Meeting {
  const { meeting } = record;
  return {
    id: meeting.id,
    period: { id: meeting.periodId, name: record.periodName },
    school: { id: meeting.schoolId, name: record.schoolName },
    number: meeting.number,
    kind: meetingKindOf(meeting.number),
    startsAt: meeting.startsAt.toISOString(),
    place: meeting.place,
    notes: meeting.notes,
    codeWindowMinutes: meeting.codeWindowMinutes,
    attended: record.attended,
  };
}

/** A material with its signed URL. */
export function toMeetingFile(
  files: Pick<FilesService, 'urls'>,
  row: Omit<MeetingFileRecord, 'meetingId'>,
): MeetingFile {
  return {
    fileId: row.fileId,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    url: files.urls.signedFileUrl(row.fileId),
  };
}

/** Who marked it by hand is named to coordinators only (lib/projections.ts). */
function toAttendance(
  row: Pick<
    AttendanceRow,
    'method' | 'reason' | 'recordedAt' | 'recorderFirstName' | 'recorderLastName'
  >,
  viewer: Viewer,
): AttendanceRecord {
  return {
    method: row.method,
    at: row.recordedAt.toISOString(),
    reason: row.reason,
    recordedBy: coordinatorNameFor(
      viewer,
      row.recorderFirstName === null && row.recorderLastName === null
        ? null
        : fullName(row.recorderFirstName, row.recorderLastName),
    ),
  };
}

export function toAttendanceEntry(viewer: Viewer, row: AttendanceListRecord): AttendanceEntry {
  return {
    sponsor: { id: row.sponsorId, fullName: fullName(row.firstName, row.lastName) },
    attendance:
      row.method === null || row.recordedAt === null
        ? null
        : toAttendance({ ...row, method: row.method, recordedAt: row.recordedAt }, viewer),
  };
}

/** A meeting as its sponsor sees it: its materials and their own attendance. */
export function toMyMeeting(
  files: Pick<FilesService, 'urls'>,
  viewer: Viewer,
  meeting: MeetingRow,
  materials: MeetingFileRecord[],
  attendance: AttendanceRow | undefined,
): MyMeeting {
  return {
    id: meeting.id,
    number: meeting.number,
    kind: meetingKindOf(meeting.number),
    startsAt: meeting.startsAt.toISOString(),
    codeValidUntil: codeValidUntil(meeting).toISOString(),
    place: meeting.place,
    notes: meeting.notes,
    files: materials
      .filter((file) => file.meetingId === meeting.id)
      .map((file) => toMeetingFile(files, file)),
    attendance: attendance ? toAttendance(attendance, viewer) : null,
  };
}
