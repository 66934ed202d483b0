// The query keys of meetings: the coordinators' list (lists), one meeting with its code and
// materials (detail), a school's schedule of a year, a meeting's attendance pages, the years
// the filters offer, and the sponsor's own meetings. A change to a meeting refreshes what shows
// it (`refreshMeeting`); attendance also changes the meeting's count and the lists' numbers.
import type { QueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../config/query-keys';

export const MEETING_KEYS = recordKeys('meetings');
export const MEETING_YEARS_KEY = [...MEETING_KEYS.all, 'years'] as const;
export const SCHEDULE_KEYS = {
  all: [...MEETING_KEYS.all, 'schedule'] as const,
  of: (periodId: number, schoolId: number) =>
    [...MEETING_KEYS.all, 'schedule', { periodId, schoolId }] as const,
};
export const ATTENDANCE_KEYS = {
  of: (meetingId: number) => [...MEETING_KEYS.all, 'attendance', meetingId] as const,
  list: (meetingId: number, query: object) =>
    [...MEETING_KEYS.all, 'attendance', meetingId, query] as const,
};
export const MY_MEETINGS_KEY = MEETING_KEYS.own('mine');

/** After attendance changes: the meeting's count, its attendance pages and the lists. */
export async function refreshAttendance(queryClient: QueryClient, meetingId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: MEETING_KEYS.detail(meetingId) }),
    queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEYS.of(meetingId) }),
    queryClient.invalidateQueries({ queryKey: MEETING_KEYS.lists }),
  ]);
}
