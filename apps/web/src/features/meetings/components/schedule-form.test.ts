import { describe, expect, it } from 'vitest';
import { makeSchedule } from './meeting-fixtures';
import { toInstant, toLocalParts } from './meeting-time';
import { rowsOf, scheduleBodyOf, scheduleFormSchema, schedulePathOf } from './schedule-form';

describe('the schedule form', () => {
  it('prefills each row from its meeting, else from last year, else leaves it empty', () => {
    const rows = rowsOf(makeSchedule());
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({
      number: 1,
      kind: 'kickoff1',
      isScheduled: true,
      ...toLocalParts('2026-09-14T15:00:00.000Z'),
      place: 'Auditorio',
      notes: 'Bring the forms',
      codeWindowMinutes: 120,
    });
    expect(rows[1]).toMatchObject({
      number: 2,
      isScheduled: false,
      ...toLocalParts('2026-10-12T14:30:00.000Z'),
      place: 'Biblioteca',
      codeWindowMinutes: 180,
    });
    expect(rows[9]).toMatchObject({ number: 10, kind: 'final', date: '', time: '', place: '' });
  });

  it('sends only the rows with a date, and places the server issues on their row', () => {
    const rows = rowsOf(makeSchedule());
    rows[3] = { ...rows[3]!, date: '', time: '' };
    const { body, rowOfMeeting } = scheduleBodyOf({ periodId: '2', schoolId: '3', rows });
    expect(body.periodId).toBe(2);
    expect(body.schoolId).toBe(3);
    expect(body.meetings.map((meeting) => meeting.number)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(schedulePathOf('meetings.3.startsAt', rowOfMeeting)).toBe('rows.4.date');
    expect(schedulePathOf('meetings.0.place', rowOfMeeting)).toBe('rows.0.place');
    expect(schedulePathOf('meetings.0.notes', rowOfMeeting)).toBeNull();
    expect(schedulePathOf('meetings.12.startsAt', rowOfMeeting)).toBeNull();
    expect(schedulePathOf('schoolId', rowOfMeeting)).toBeNull();
  });

  it('asks for a date where a row is half filled in, and for one date at least', () => {
    const rows = rowsOf(makeSchedule()).map((row) => ({ ...row, date: '', time: '' }));
    const empty = scheduleFormSchema.safeParse({
      periodId: '2',
      schoolId: '3',
      rows: rows.map((row) => ({ ...row, isScheduled: false })),
    });
    expect(empty.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rows.0.date']);

    const halfFilled = scheduleFormSchema.safeParse({ periodId: '2', schoolId: '3', rows });
    // The scheduled kickoff 1 cannot lose its date.
    expect(halfFilled.error?.issues.map((issue) => issue.path.join('.'))).toContain('rows.0.date');
  });

  it('reads a local date and time as the moment the API keeps', () => {
    expect(toInstant('2027-06-20', '16:00')).toBe(new Date('2027-06-20T16:00').toISOString());
    expect(toInstant('2027-13-01', '16:00')).toBeNull();
    expect(toInstant('', '16:00')).toBeNull();
    expect(toInstant('2027-06-20', '4pm')).toBeNull();
    expect(toLocalParts(toInstant('2027-06-20', '16:05'))).toEqual({
      date: '2027-06-20',
      time: '16:05',
    });
  });
});
