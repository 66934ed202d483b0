// The sponsor's "My meetings" through the real route table, with the API faked at fetch.
import { ATTENDANCE_ENDPOINTS, type MyMeetings } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import { makeMyMeeting, school } from './meeting-fixtures';

afterEach(() => queryClient.clear());

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function myMeetings(isFirstAttended: boolean): MyMeetings {
  const past = new Date(Date.now() - 2 * DAY_MS).toISOString();
  return {
    year: { id: 2, name: '2026-2027' },
    school,
    meetings: [
      makeMyMeeting({
        number: 1,
        startsAt: past,
        notes: 'Bring a notebook',
        files: [
          {
            fileId: 90,
            name: 'welcome.pdf',
            contentType: 'application/pdf',
            sizeBytes: 820 * 1024,
            url: '/edrocks/api/files/90?sig=1',
          },
        ],
        attendance: isFirstAttended
          ? { method: 'code', at: new Date().toISOString(), reason: null, recordedBy: null }
          : null,
      }),
      makeMyMeeting({ number: 2, startsAt: new Date(Date.now() + 30 * DAY_MS).toISOString() }),
      // Under way: its code is still accepted.
      makeMyMeeting({
        number: 3,
        startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
        codeValidUntil: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
      }),
    ],
    attended: isFirstAttended ? 1 : 0,
  };
}

describe('my meetings', () => {
  it('refuses a wrong code under the field, then records the right one', async () => {
    let isAttended = false;
    const { calls } = mockApi(
      onEndpoint(ATTENDANCE_ENDPOINTS.mine, () => myMeetings(isAttended)),
      onEndpoint(ATTENDANCE_ENDPOINTS.enterCode, ({ body }) => {
        if ((body as { code: string }).code !== 'K7QM3X') {
          return errorBody(422, 'ATTENDANCE_CODE_INVALID', 'errors.attendanceCodeInvalid');
        }
        isAttended = true;
        return myMeetings(true).meetings[0]!;
      }),
    );
    signIn({ role: 'SPONSOR' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/meetings');
    const field = await screen.findByRole('textbox', { name: /Attendance code/ }, FIRST_LOAD);
    expect(screen.getByTestId('screen-title')).toHaveTextContent('My meetings');
    expect(screen.getByRole('heading', { name: 'Enter attendance code' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await screen.findByTestId('my-progress')).toHaveTextContent('0 of 10 meetings attended');
    const first = screen.getByTestId('my-meeting-1');
    expect(first).toHaveTextContent('Kickoff 1');
    expect(first).toHaveTextContent('Not attended');
    expect(first).toHaveTextContent('Bring a notebook');
    expect(within(first).getByRole('link', { name: 'welcome.pdf (820 KB)' })).toHaveAttribute(
      'href',
      '/edrocks/api/files/90?sig=1',
    );
    expect(screen.getByTestId('my-meeting-2')).toHaveTextContent('Upcoming');
    expect(screen.getByTestId('my-meeting-3')).toHaveTextContent('Open now: enter the code');

    // Nothing typed: the field says so, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Required'));

    await user.type(field, 'abcdef');
    expect(field).toHaveValue('ABCDEF');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Attendance code is invalid'));
    expect(field).toHaveValue('ABCDEF');

    await user.clear(field);
    await user.type(field, 'k7qm3x');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Your attendance at Kickoff 1 was recorded.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('my-progress')).toHaveTextContent('1 of 10 meetings attended'),
    );
    expect(screen.getByTestId('my-meeting-1')).toHaveTextContent('Attended');
    expect(screen.getByTestId('my-meeting-1')).toHaveTextContent('You entered the code on');
    expect(field).toHaveValue('');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { code: 'ABCDEF' },
      { code: 'K7QM3X' },
    ]);
  });

  it('takes the code of a scanned QR code, and says when there were too many tries', async () => {
    const { calls } = mockApi(
      onEndpoint(ATTENDANCE_ENDPOINTS.mine, () => myMeetings(false)),
      onEndpoint(ATTENDANCE_ENDPOINTS.enterCode, () =>
        errorBody(429, 'TOO_MANY_ATTENDANCE_CODES', 'errors.tooManyAttendanceCodes', {
          params: { minutes: 15 },
          retryAfterSeconds: 900,
        }),
      ),
    );
    signIn({ role: 'SPONSOR' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/meetings?code=k7qm3x');
    const field = await screen.findByRole('textbox', { name: /Attendance code/ }, FIRST_LOAD);
    expect(field).toHaveValue('K7QM3X');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Too many codes tried. Wait 15 minutes and try again.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'K7QM3X' });
  });

  it('says under the field when the attendance is already recorded', async () => {
    mockApi(
      onEndpoint(ATTENDANCE_ENDPOINTS.mine, () => myMeetings(true)),
      onEndpoint(ATTENDANCE_ENDPOINTS.enterCode, () =>
        errorBody(409, 'ATTENDANCE_ALREADY_RECORDED', 'errors.attendanceAlreadyRecorded'),
      ),
    );
    signIn({ role: 'SPONSOR' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/meetings');
    const field = await screen.findByRole('textbox', { name: /Attendance code/ }, FIRST_LOAD);
    await user.type(field, 'K7QM3X');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Your attendance at this meeting is already recorded.',
      ),
    );
  });

  it('says when there is no year, or no meetings yet', async () => {
    let answer: MyMeetings = { year: null, school, meetings: [], attended: 0 };
    mockApi(onEndpoint(ATTENDANCE_ENDPOINTS.mine, () => answer));
    signIn({ role: 'SPONSOR' });
    const { unmount } = renderApp('/edrocks/sponsors/meetings');
    expect(
      await screen.findByText(
        'There is no open year yet. Your meetings show here once a coordinator opens the year.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    unmount();
    queryClient.clear();

    answer = { ...answer, year: { id: 2, name: '2026-2027' } };
    renderApp('/edrocks/sponsors/meetings');
    expect(
      await screen.findByText(
        'No meetings are scheduled yet. They show here as soon as your coordinator schedules them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meetings 2026-2027' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-progress')).not.toBeInTheDocument();
  });

  it('shows the menu entry to sponsors and speaks Spanish', async () => {
    mockApi(
      onEndpoint(ATTENDANCE_ENDPOINTS.mine, () => myMeetings(true)),
      onEndpoint(ATTENDANCE_ENDPOINTS.enterCode, () =>
        errorBody(422, 'ATTENDANCE_CODE_INVALID', 'errors.attendanceCodeInvalid'),
      ),
    );
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'SPONSOR' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/meetings');
    const field = await screen.findByRole('textbox', { name: /Código de asistencia/ }, FIRST_LOAD);
    expect(screen.getByTestId('menu-sponsorsMeetings')).toHaveTextContent('Mis reuniones');
    expect(screen.getByRole('heading', { name: 'Ingresar código de asistencia' })).toBeVisible();
    expect(await screen.findByTestId('my-progress')).toHaveTextContent(
      '1 de 10 reuniones asistidas',
    );
    expect(screen.getByTestId('my-meeting-1')).toHaveTextContent('Lanzamiento 1');
    expect(screen.getByTestId('my-meeting-1')).toHaveTextContent('Asistió');
    expect(screen.getByTestId('my-meeting-2')).toHaveTextContent('Próxima');

    await user.type(field, 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('El código de asistencia no es válido'),
    );
  });
});
