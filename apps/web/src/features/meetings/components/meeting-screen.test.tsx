// "Edit meeting" through the real route table, with the API faked at fetch (and, for uploads,
// at XMLHttpRequest).
import { MEETING_ENDPOINTS, MEETING_PATHS } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { FakeXhr } from '../../../test/fake-xhr';
import { enterText, replaceText } from '../../../test/enter-text';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../../test/screen-fixtures';
import { attendanceCodeUrl } from './attendance-code-panel';
import { coordinatorRoutes, emily, makeMeetingDetail, mateo, sofia } from './meeting-fixtures';
import { toLocalParts } from './meeting-time';

beforeEach(() => {
  FakeXhr.last = null;
});

afterEach(() => queryClient.clear());

const MEETING_PATH = '/edrocks/meetings/41';

function callsTo(calls: RecordedCall[], method: string, pathname?: string) {
  return calls.filter(
    (call) => call.method === method && (pathname === undefined || call.url.pathname === pathname),
  );
}

function meetingApi(...extra: Parameters<typeof mockApi>) {
  return mockApi(
    ...extra,
    onEndpoint(MEETING_ENDPOINTS.get, () => makeMeetingDetail()),
    onEndpoint(MEETING_ENDPOINTS.attendance, ({ url }) => {
      const attended = url.searchParams.get('attended');
      const all = [emily, mateo, sofia];
      if (attended === 'true') return pageOf(all.filter((entry) => entry.attendance));
      if (attended === 'false') return pageOf(all.filter((entry) => !entry.attendance));
      return pageOf(all);
    }),
    ...coordinatorRoutes(),
  );
}

describe('edit meeting', () => {
  it('shows the code big with its QR code and window, full screen too', async () => {
    meetingApi();
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp(MEETING_PATH);
    expect(
      await screen.findByRole('heading', { name: 'Kickoff 1 · Colegio San José' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Edit meeting');

    const panel = screen.getByRole('region', { name: 'Attendance code' });
    expect(within(panel).getByTestId('attendance-code')).toHaveTextContent('K7QM3X');
    expect(within(panel).getByText('Attendance code: K 7 Q M 3 X')).toBeInTheDocument();
    const qr = within(panel).getByRole('img', {
      name: 'QR code that opens the attendance form with the code K7QM3X',
    });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(attendanceCodeUrl('K7QM3X')).toBe(
      `${window.location.origin}/edrocks/sponsors/meetings?code=K7QM3X`,
    );
    const from = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2026-09-14T15:00:00.000Z'));
    expect(within(panel).getByTestId('code-window')).toHaveTextContent(`Valid from ${from} until`);

    await user.click(within(panel).getByRole('button', { name: 'Show full screen' }));
    const full = await screen.findByRole('dialog', { name: 'Attendance code for Kickoff 1' });
    expect(within(full).getByTestId('attendance-code')).toHaveTextContent('K7QM3X');
    expect(within(full).getByTestId('attendance-qr').querySelector('svg')).not.toBeNull();
    await user.click(within(full).getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Materials open in a new tab.
    const materials = screen.getByRole('region', { name: 'Materials' });
    expect(
      within(materials).getByRole('link', { name: 'Open welcome.pdf (2.3 MB)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('gives the meeting a new code only after the confirmation', async () => {
    const { calls } = meetingApi(
      onEndpoint(MEETING_ENDPOINTS.regenerateCode, () => makeMeetingDetail({ code: 'P4W9RT' })),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    renderApp(MEETING_PATH);
    const panel = await screen.findByRole('region', { name: 'Attendance code' }, FIRST_LOAD);

    await user.click(within(panel).getByRole('button', { name: 'New code' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give Kickoff 1 a new code?' });
    expect(confirm).toHaveTextContent('The old code K7QM3X stops working at once.');
    expect(callsTo(calls, 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'New code' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /new code/ })).getByRole('button', {
        name: 'New code',
      }),
    );
    expect(await screen.findByText('The meeting has a new code: P4W9RT')).toBeInTheDocument();
    expect(callsTo(calls, 'POST')[0]!.url.pathname).toBe('/edrocks/api/meetings/41/code');
    expect(within(panel).getByTestId('attendance-code')).toHaveTextContent('P4W9RT');
    expect(
      within(panel)
        .getByRole('img', { name: /with the code P4W9RT/ })
        .querySelector('svg'),
    ).not.toBeNull();
  });

  it('marks a sponsor attended by hand with a required reason, and removes an attendance', async () => {
    const { calls } = meetingApi(
      onEndpoint(MEETING_ENDPOINTS.markAttendance, ({ body }) => ({
        sponsor: emily.sponsor,
        attendance: {
          method: 'manual' as const,
          at: '2026-09-14T17:00:00.000Z',
          reason: (body as { reason: string }).reason,
          recordedBy: 'Ana Director',
        },
      })),
      onEndpoint(MEETING_ENDPOINTS.unmarkAttendance, () => new Response(null, { status: 204 })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp(MEETING_PATH);
    const section = await screen.findByRole('region', { name: 'Attendance' }, FIRST_LOAD);
    expect(within(section).getByTestId('attendance-summary')).toHaveTextContent(
      '12 of 30 sponsors attended',
    );
    const table = await within(section).findByRole('table', {
      name: 'Sponsors of Colegio San José at Kickoff 1',
    });
    expect(await within(table).findByRole('row', { name: /Emily Johnson/ })).toHaveTextContent(
      'Not attended',
    );
    expect(within(table).getByRole('row', { name: /Mateo Ruiz/ })).toHaveTextContent(
      'Attended with the code',
    );
    const sofiaRow = within(table).getByRole('row', { name: /Sofía Pérez/ });
    expect(sofiaRow).toHaveTextContent('Marked by hand by Ana Director');
    expect(sofiaRow).toHaveTextContent('Reason: Her phone had no battery');

    // The reason is required.
    await user.click(within(table).getByRole('button', { name: 'Mark Emily Johnson as attended' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Emily Johnson as attended' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Required'));
    expect(callsTo(calls, 'PUT')).toHaveLength(0);

    await enterText(user, reason, 'Forgot her phone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Emily Johnson is marked as attended.')).toBeInTheDocument();
    const marked = callsTo(calls, 'PUT')[0]!;
    expect(marked.url.pathname).toBe('/edrocks/api/meetings/41/attendance/21');
    expect(marked.body).toEqual({ reason: 'Forgot her phone' });
    // The meeting's count and the attendance refresh.
    await waitFor(() =>
      expect(callsTo(calls, 'GET', MEETING_PATHS.meetings + '/41').length).toBeGreaterThan(1),
    );

    // Removing an attendance is confirmed first.
    await user.click(
      within(table).getByRole('button', { name: 'Remove the attendance of Mateo Ruiz' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Remove the attendance of Mateo Ruiz?',
    });
    expect(callsTo(calls, 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove attendance' }));
    expect(
      await screen.findByText('The attendance of Mateo Ruiz was removed.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE')[0]!.url.pathname).toBe(
      '/edrocks/api/meetings/41/attendance/22',
    );

    // The filter goes into the URL and the query.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Attendance' }),
      'false',
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('attended')).toBe('false'),
    );
    // The filtered list is fetched again.
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Mateo Ruiz/ })).not.toBeInTheDocument(),
    );
  });

  it('saves the details, shows the server issues under their input, and deletes', async () => {
    let isRefusing = true;
    const { calls } = meetingApi(
      onEndpoint(MEETING_ENDPOINTS.update, ({ body }) => {
        if (isRefusing) {
          return errorBody(400, 'VALIDATION_ERROR', 'errors.validation', {
            issues: [{ path: 'startsAt', message: 'Enter a valid date' }],
          });
        }
        return makeMeetingDetail({ ...(body as object) });
      }),
      onEndpoint(MEETING_ENDPOINTS.remove, () => new Response(null, { status: 204 })),
      onEndpoint(MEETING_ENDPOINTS.list, () => pageOf([])),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp(MEETING_PATH);
    const details = await screen.findByRole('region', { name: 'Details' }, FIRST_LOAD);
    const parts = toLocalParts('2026-09-14T15:00:00.000Z');
    expect(within(details).getByLabelText(/^Date/)).toHaveValue(parts.date);
    expect(within(details).getByLabelText(/^Time/)).toHaveValue(parts.time);
    expect(within(details).getByLabelText(/^Code window/)).toHaveValue(180);

    const place = within(details).getByRole('textbox', { name: 'Place' });
    await replaceText(user, place, 'Coliseo');
    const codeWindow = within(details).getByLabelText(/^Code window/);
    await replaceText(user, codeWindow, '5');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(codeWindow).toHaveAccessibleDescription('At least 15'));
    await replaceText(user, codeWindow, '240');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(details).getByLabelText(/^Date/)).toHaveAccessibleDescription(
        'Enter a valid date',
      ),
    );

    isRefusing = false;
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The meeting was saved.')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH').at(-1)!.body).toEqual({
      startsAt: '2026-09-14T15:00:00.000Z',
      place: 'Coliseo',
      notes: '',
      codeWindowMinutes: 240,
    });

    // Deleting asks first, then goes back to the list.
    await user.click(within(details).getByRole('button', { name: 'Delete meeting' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Delete Kickoff 1 of Colegio San José?',
    });
    expect(confirm).toHaveTextContent('the attendance of 12 sponsors');
    expect(callsTo(calls, 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete meeting' }));
    expect(
      await screen.findByText('Kickoff 1 of Colegio San José was deleted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/meetings'));
    expect(callsTo(calls, 'DELETE')[0]!.url.pathname).toBe('/edrocks/api/meetings/41');
  });

  it('adds a material with its progress, and removes one after a confirmation', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = meetingApi(
      onEndpoint(MEETING_ENDPOINTS.removeFile, () => new Response(null, { status: 204 })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup({ applyAccept: false });
    renderApp(MEETING_PATH);
    const materials = await screen.findByRole('region', { name: 'Materials' }, FIRST_LOAD);

    await user.upload(
      within(materials).getByTestId('material-input'),
      new File(['x'], 'notes.png', { type: 'image/png' }),
    );
    expect(await within(materials).findByRole('alert')).toHaveTextContent(
      'This file cannot be added. Choose a JPG, PDF or MP4 file of at most 50 MB.',
    );
    expect(FakeXhr.last).toBeNull();

    await user.upload(
      within(materials).getByTestId('material-input'),
      new File([new Uint8Array(100)], 'slides.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(FakeXhr.last!.url).toContain('/edrocks/api/meetings/41/files');
    act(() => FakeXhr.last!.progress(50, 100));
    expect(await within(materials).findByText('Uploading… 50%')).toBeInTheDocument();
    act(() =>
      FakeXhr.last!.respond(201, {
        fileId: 91,
        name: 'slides.pdf',
        contentType: 'application/pdf',
        sizeBytes: 100,
        url: '/edrocks/api/files/91?sig=1',
      }),
    );
    expect(await screen.findByText('slides.pdf was added.')).toBeInTheDocument();

    await user.click(within(materials).getByRole('button', { name: 'Remove welcome.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove welcome.pdf?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('welcome.pdf was removed.')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE')[0]!.url.pathname).toBe('/edrocks/api/meetings/41/files/90');
  });

  it('says when the meeting is out of reach', async () => {
    mockApi(
      onEndpoint(MEETING_ENDPOINTS.get, () => errorBody(404, 'NOT_FOUND', 'errors.notFound')),
      ...coordinatorRoutes(),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/meetings/99');
    expect(await screen.findByTestId('error-state', {}, FIRST_LOAD)).toHaveTextContent(
      'We could not find what you asked for.',
    );
    expect(screen.getByRole('link', { name: 'Back to meetings' })).toHaveAttribute(
      'href',
      '/edrocks/meetings',
    );
  });

  it('speaks Spanish', async () => {
    meetingApi();
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'ADMIN' });
    renderApp(MEETING_PATH);
    expect(
      await screen.findByRole('heading', { name: 'Lanzamiento 1 · Colegio San José' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Editar reunión');
    const panel = screen.getByRole('region', { name: 'Código de asistencia' });
    expect(
      within(panel).getByRole('button', { name: 'Mostrar en pantalla completa' }),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Nuevo código' })).toBeVisible();
    const from = new Intl.DateTimeFormat('es-CO', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2026-09-14T15:00:00.000Z'));
    expect(within(panel).getByTestId('code-window')).toHaveTextContent(`Válido desde ${from}`);
    const table = await screen.findByRole('table', {
      name: 'Padrinos de Colegio San José en Lanzamiento 1',
    });
    expect(await within(table).findByRole('row', { name: /Emily Johnson/ })).toHaveTextContent(
      'No asistió',
    );
    expect(
      within(table).getByRole('button', { name: 'Marcar la asistencia de Emily Johnson' }),
    ).toBeVisible();
    expect(screen.getByTestId('attendance-summary')).toHaveTextContent(
      'Asistieron 12 de 30 padrinos',
    );
  });
});
