// The schedule form's values (the ten rows of a school's year) and what is sent: each row is
// prefilled from the meeting already scheduled, else from last year's meeting a year later
// (its date and place), else left empty; only rows with a date are sent. A meeting already
// scheduled keeps its notes and code window, which the schedule form does not show.
import { z } from 'zod';
import {
  CODE_WINDOW_MINUTES_DEFAULT,
  MEETING_KINDS,
  MEETING_PLACE_MAX_LENGTH,
  fieldMessage,
  type MeetingKind,
  type MeetingSchedule,
  type ScheduleBody,
} from '@portal/shared';
import { toInstant, toLocalParts } from './meeting-time';

export interface ScheduleRowValues {
  number: number;
  kind: MeetingKind;
  /** A meeting with this number exists: its date cannot be left empty (it would not be removed). */
  isScheduled: boolean;
  date: string;
  time: string;
  place: string;
  notes: string;
  codeWindowMinutes: number;
}

export interface ScheduleFormValues {
  /** The picked year and school, as their select holds them ('' until picked). */
  periodId: string;
  schoolId: string;
  rows: ScheduleRowValues[];
}

export const SCHEDULE_ROW_FIELDS = ['date', 'time', 'place'] as const;
export type ScheduleRowField = (typeof SCHEDULE_ROW_FIELDS)[number];

/** The ten rows of a school's year, prefilled. */
export function rowsOf(schedule: MeetingSchedule): ScheduleRowValues[] {
  return schedule.slots.map((slot): ScheduleRowValues => {
    if (slot.meeting) {
      return {
        number: slot.number,
        kind: slot.kind,
        isScheduled: true,
        ...toLocalParts(slot.meeting.startsAt),
        place: slot.meeting.place,
        notes: slot.meeting.notes,
        codeWindowMinutes: slot.meeting.codeWindowMinutes,
      };
    }
    return {
      number: slot.number,
      kind: slot.kind,
      isScheduled: false,
      ...toLocalParts(slot.suggestedStartsAt),
      place: slot.suggestedStartsAt ? (slot.suggestedPlace ?? '') : '',
      notes: '',
      codeWindowMinutes: CODE_WINDOW_MINUTES_DEFAULT,
    };
  });
}

const required = fieldMessage('validation.required');

const rowSchema = z
  .object({
    number: z.number(),
    kind: z.enum(MEETING_KINDS),
    isScheduled: z.boolean(),
    date: z.string(),
    time: z.string(),
    place: z.string().max(MEETING_PLACE_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: MEETING_PLACE_MAX_LENGTH }),
    }),
    notes: z.string(),
    codeWindowMinutes: z.number(),
  })
  .superRefine((row, context) => {
    if (row.date === '') {
      // A time alone, or a scheduled meeting left without a date, is a row half filled in.
      if (row.time !== '' || row.isScheduled) {
        context.addIssue({ code: 'custom', path: ['date'], message: required });
      }
      return;
    }
    if (row.time === '') {
      context.addIssue({ code: 'custom', path: ['time'], message: required });
    } else if (toInstant(row.date, row.time) === null) {
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: fieldMessage('validation.invalidDate'),
      });
    }
  });

export const scheduleFormSchema = z
  .object({
    periodId: z.string().min(1, { error: required }),
    schoolId: z.string().min(1, { error: fieldMessage('validation.chooseSchool') }),
    rows: z.array(rowSchema),
  })
  .superRefine((values, context) => {
    // Nothing to save: the first date is where to start.
    if (values.rows.length > 0 && values.rows.every((row) => row.date === '')) {
      context.addIssue({ code: 'custom', path: ['rows', 0, 'date'], message: required });
    }
  });

/** The request, and for each meeting sent the index of its row (to place the server's issues). */
export function scheduleBodyOf(values: ScheduleFormValues): {
  body: ScheduleBody;
  rowOfMeeting: number[];
} {
  const rowOfMeeting: number[] = [];
  const meetings: ScheduleBody['meetings'] = [];
  values.rows.forEach((row, index) => {
    const startsAt = row.date === '' ? null : toInstant(row.date, row.time);
    if (startsAt === null) return;
    rowOfMeeting.push(index);
    meetings.push({
      number: row.number,
      startsAt,
      place: row.place.trim(),
      notes: row.notes,
      codeWindowMinutes: row.codeWindowMinutes,
    });
  });
  return {
    body: {
      periodId: Number(values.periodId),
      schoolId: Number(values.schoolId),
      meetings,
    },
    rowOfMeeting,
  };
}

/** `meetings.2.startsAt` -> `rows.5.date` (the row the third meeting sent came from). */
export function schedulePathOf(path: string, rowOfMeeting: number[]): string | null {
  const match = /^meetings\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path === 'meetings' ? 'rows.0.date' : null;
  const row = rowOfMeeting[Number(match[1])];
  if (row === undefined) return null;
  const field: ScheduleRowField | null =
    match[2] === 'startsAt' ? 'date' : match[2] === 'place' ? 'place' : null;
  return field ? `rows.${row}.${field}` : null;
}
