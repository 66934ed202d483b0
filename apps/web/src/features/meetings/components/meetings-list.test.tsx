// The meetings list and the schedule dialog through the real route table, with the API faked
// at fetch.
import { MEETING_ENDPOINTS, MEETING_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../../test/screen-fixtures';
import { coordinatorRoutes, makeMeeting, makeSchedule } from './meeting-fixtures';
import { toLocalParts } from './meeting-time';

afterEach(() => queryClient.clear());

function listCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.url.pathname === MEETING_PATHS.meetings);
}

function saveCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.method === 'PUT');
}

/** How the screens write a moment, in the test's time zone. */
function moment(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

describe('meetings list', () => {
  it("shows the year's meetings with their school, moment, place and attendance", async () => {
    const { calls } = mockApi(
      onEndpoint(MEETING_ENDPOINTS.list, () =>
        pageOf([
          makeMeeting({ number: 1, attended: 12 }),
          makeMeeting({
            number: 10,
            id: 60,
            startsAt: '2027-06-20T21:00:00.000Z',
            place: '',
            school: { id: 4, name: 'Colegio La Esperanza' },
          }),
        ]),
      ),
      ...coordinatorRoutes(),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/meetings');
    const table = await screen.findByRole('table', { name: 'Meetings 2026-2027' }, FIRST_LOAD);

    const kickoff = await within(table).findByRole('row', { name: /Kickoff 1/ });
    expect(kickoff).toHaveTextContent('Colegio San José');
    expect(kickoff).toHaveTextContent(moment('2026-09-14T15:00:00.000Z'));
    expect(kickoff).toHaveTextContent('Auditorio');
    expect(within(kickoff).getAllByRole('cell').at(-1)).toHaveTextContent('12');
    const final = within(table).getByRole('row', { name: /Final meeting/ });
    expect(final).toHaveTextContent('Colegio La Esperanza');
    expect(final).toHaveTextContent(moment('2027-06-20T21:00:00.000Z'));

    // The stand-in is gone; the menu's entry is this screen's.
    expect(screen.queryByTestId('unavailable')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-meetings')).toHaveAttribute('href', '/edrocks/meetings');
    expect(listCalls(calls)[0]!.url.searchParams.has('periodId')).toBe(false);

    // The school filter goes into the URL and the query.
    await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), '4');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.url.searchParams.get('schoolId')).toBe('4'),
    );
    expect(new URLSearchParams(router.state.location.search).get('schoolId')).toBe('4');

    // A row opens "edit meeting".
    await user.click(within(kickoff).getByRole('link', { name: 'Kickoff 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/meetings/41'));
  });

  it('schedules the ten meetings of a school in one step, prefilled from last year', async () => {
    const { calls } = mockApi(
      onEndpoint(MEETING_ENDPOINTS.list, () => pageOf([])),
      onEndpoint(MEETING_ENDPOINTS.schedule, () => makeSchedule()),
      onEndpoint(MEETING_ENDPOINTS.saveSchedule, () => makeSchedule()),
      ...coordinatorRoutes(),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/meetings?schoolId=3');
    expect(
      await screen.findByText('Nothing matches this search and these filters.', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule meetings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Schedule meetings' });
    expect(within(dialog).getByRole('combobox', { name: /Year/ })).toHaveDisplayValue(
      '2026-2027 (available year)',
    );
    expect(within(dialog).getByRole('combobox', { name: /School/ })).toHaveValue('3');
    const rows = await within(dialog).findByRole('group', {
      name: 'The ten meetings of Colegio San José in 2026-2027',
    });
    expect(
      calls.find((call) => call.url.pathname === MEETING_PATHS.meetingSchedule)?.url.search,
    ).toBe('?periodId=2&schoolId=3');

    // Kickoff 1 is scheduled; kickoff 2 to meeting 7 come from last year, a year later.
    const kickoff2 = toLocalParts('2026-10-12T14:30:00.000Z');
    expect(within(rows).getByLabelText('Date of Kickoff 1')).toHaveValue(
      toLocalParts('2026-09-14T15:00:00.000Z').date,
    );
    expect(within(rows).getByTestId('schedule-row-1')).toHaveTextContent('Scheduled');
    expect(within(rows).getByTestId('schedule-row-2')).toHaveTextContent(
      'Suggested from last year',
    );
    expect(within(rows).getByLabelText('Date of Kickoff 2')).toHaveValue(kickoff2.date);
    expect(within(rows).getByLabelText('Time of Kickoff 2')).toHaveValue(kickoff2.time);
    expect(within(rows).getByLabelText('Place of Kickoff 2')).toHaveValue('Biblioteca');
    expect(within(rows).getByLabelText('Date of Final meeting')).toHaveValue('');

    await user.type(within(rows).getByLabelText('Date of Final meeting'), '2027-06-20');
    await user.type(within(rows).getByLabelText('Time of Final meeting'), '16:00');
    await user.type(within(rows).getByLabelText('Place of Final meeting'), 'Coliseo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('10 meetings of Colegio San José saved.')).toBeInTheDocument();
    const sent = saveCalls(calls)[0]!.body as {
      periodId: number;
      schoolId: number;
      meetings: Array<Record<string, unknown>>;
    };
    expect(sent.periodId).toBe(2);
    expect(sent.schoolId).toBe(3);
    expect(sent.meetings.map((meeting) => meeting.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // A scheduled meeting keeps the notes and code window the form does not show.
    expect(sent.meetings[0]).toEqual({
      number: 1,
      startsAt: '2026-09-14T15:00:00.000Z',
      place: 'Auditorio',
      notes: 'Bring the forms',
      codeWindowMinutes: 120,
    });
    expect(sent.meetings[1]).toEqual({
      number: 2,
      startsAt: '2026-10-12T14:30:00.000Z',
      place: 'Biblioteca',
      notes: '',
      codeWindowMinutes: 180,
    });
    expect(sent.meetings[9]).toEqual({
      number: 10,
      startsAt: new Date('2027-06-20T16:00').toISOString(),
      place: 'Coliseo',
      notes: '',
      codeWindowMinutes: 180,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Schedule meetings' })).not.toBeInTheDocument(),
    );
  });

  it('asks for the school first, checks each row, and puts the server issues under their row', async () => {
    const { calls } = mockApi(
      onEndpoint(MEETING_ENDPOINTS.list, () => pageOf([makeMeeting({ number: 1 })])),
      onEndpoint(MEETING_ENDPOINTS.schedule, () => makeSchedule()),
      onEndpoint(MEETING_ENDPOINTS.saveSchedule, () =>
        errorBody(400, 'VALIDATION_ERROR', 'errors.validation', {
          issues: [{ path: 'meetings.8.startsAt', message: 'Enter a valid date' }],
        }),
      ),
      ...coordinatorRoutes(),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/meetings');
    await screen.findByRole('table', { name: 'Meetings 2026-2027' }, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Schedule meetings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule meetings' });
    expect(dialog).toHaveTextContent('Choose the year and the school to see their ten meetings.');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a school from the list')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /School/ }), '3');
    const rows = await within(dialog).findByRole('group', { name: /The ten meetings of/ });

    // A time without a date is half a row.
    await user.type(within(rows).getByLabelText('Time of Final meeting'), '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(rows).getByLabelText('Date of Final meeting')).toHaveAccessibleDescription(
        'Required',
      ),
    );
    expect(saveCalls(calls)).toHaveLength(0);

    // Nine rows are sent (the final one cleared): the ninth meeting sent is meeting 7's row.
    await user.clear(within(rows).getByLabelText('Time of Final meeting'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(rows).getByLabelText('Date of Meeting 7')).toHaveAccessibleDescription(
        'Enter a valid date',
      ),
    );
    expect((saveCalls(calls)[0]!.body as { meetings: unknown[] }).meetings).toHaveLength(9);
    expect(within(rows).getByLabelText('Place of Meeting 7')).toHaveValue('Auditorio');
    expect(screen.getByRole('dialog', { name: 'Schedule meetings' })).toBeInTheDocument();
  });
});
