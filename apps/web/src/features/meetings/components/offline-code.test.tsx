// The phone app's attendance code entered offline: kept on the phone (the form says so), sent
// when the connection returns, and its answer said then. The phone build, faked here.
import 'fake-indexeddb/auto';
import { ATTENDANCE_ENDPOINTS } from '@portal/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { listEntries } from '../../../lib/offline/outbox';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import { makeMyMeeting, school } from './meeting-fixtures';

vi.mock('../../../config/env', () => ({ isMobileBuild: true, apiBaseUrl: '' }));

afterEach(() => queryClient.clear());

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

describe('an attendance code entered offline in the phone app', () => {
  it('is kept, sent when the connection returns, and its answer said then', async () => {
    const meeting = makeMyMeeting({ number: 1, startsAt: new Date().toISOString() });
    const { calls } = mockApi(
      onEndpoint(ATTENDANCE_ENDPOINTS.mine, () => ({
        year: { id: 2, name: '2026-2027' },
        school,
        meetings: [meeting],
        attended: 0,
      })),
      onEndpoint(ATTENDANCE_ENDPOINTS.enterCode, () => meeting),
    );
    const user = signIn({ role: 'SPONSOR' });
    const typist = userEvent.setup();
    renderApp('/edrocks/sponsors/meetings');
    const field = await screen.findByRole('textbox', { name: /Attendance code/ }, FIRST_LOAD);

    setOnline(false);
    await typist.type(field, 'k7qm3x');
    await typist.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('attendance-code-queued')).toHaveTextContent(
      'You are offline: the code K7QM3X is kept on this phone and sent when you are back online.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect((await listEntries(user.id)).map((entry) => entry.payload)).toEqual([
      { code: 'K7QM3X' },
    ]);

    setOnline(true);
    expect(await screen.findByText('Your attendance code K7QM3X is recorded.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { code: 'K7QM3X' },
    ]);
    expect(await listEntries(user.id)).toEqual([]);
  });
});
