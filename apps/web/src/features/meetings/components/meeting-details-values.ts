// The Edit meeting details form's values, as typed (a local date and time, the code window as
// text), their checks, and the values a saved meeting fills the form with.
import { z } from 'zod';
import {
  CODE_WINDOW_MINUTES_MAX,
  CODE_WINDOW_MINUTES_MIN,
  MEETING_NOTES_MAX_LENGTH,
  MEETING_PLACE_MAX_LENGTH,
  fieldMessage,
  type MeetingDetail,
} from '@portal/shared';
import { toInstant, toLocalParts } from './meeting-time';

const required = fieldMessage('validation.required');
const invalidNumber = fieldMessage('validation.invalidNumber');

export const detailsSchema = z
  .object({
    date: z.string().min(1, { error: required }),
    time: z.string().min(1, { error: required }),
    place: z.string().max(MEETING_PLACE_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: MEETING_PLACE_MAX_LENGTH }),
    }),
    notes: z.string().max(MEETING_NOTES_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: MEETING_NOTES_MAX_LENGTH }),
    }),
    codeWindowMinutes: z
      .string()
      .min(1, { error: required })
      .regex(/^\d+$/, { error: invalidNumber })
      .refine((value) => Number(value) >= CODE_WINDOW_MINUTES_MIN, {
        error: fieldMessage('validation.minValue', { num: CODE_WINDOW_MINUTES_MIN }),
      })
      .refine((value) => Number(value) <= CODE_WINDOW_MINUTES_MAX, {
        error: fieldMessage('validation.maxValue', { num: CODE_WINDOW_MINUTES_MAX }),
      }),
  })
  .superRefine((values, context) => {
    if (values.date && values.time && toInstant(values.date, values.time) === null) {
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: fieldMessage('validation.invalidDate'),
      });
    }
  });
export type DetailsValues = z.input<typeof detailsSchema>;

export const DETAILS_FIELDS = ['date', 'time', 'place', 'notes', 'codeWindowMinutes'] as const;

export function valuesOf(meeting: MeetingDetail): DetailsValues {
  return {
    ...toLocalParts(meeting.startsAt),
    place: meeting.place,
    notes: meeting.notes,
    codeWindowMinutes: String(meeting.codeWindowMinutes),
  };
}
