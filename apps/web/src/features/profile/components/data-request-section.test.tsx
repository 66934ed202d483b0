// The profile's "Your data": every signed-in person sends a request about their own data (the
// kind and their message) and reads when it will be answered; a refusal of the throttle shows
// the server's words.
import { DATA_REQUEST_ENDPOINTS, PROFILE_ENDPOINTS, type DataRequest } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';

const FILED: DataRequest = {
  id: 1,
  kind: 'correction',
  person: { userId: 5, name: 'Sara Giraldo', email: 'sara@example.org' },
  message: 'My surname is misspelt.',
  source: 'self',
  recordedBy: { id: 5, name: 'Sara Giraldo' },
  receivedOn: '2026-08-02',
  dueOn: '2026-09-01',
  state: 'open',
  note: '',
  isOverdue: false,
  closedAt: null,
};

afterEach(() => queryClient.clear());

describe('a request about one’s own data', () => {
  it('is sent from the profile with its kind and message', async () => {
    const user = userEvent.setup();
    const me = signIn({ role: 'STUDENT' });
    const { calls } = mockApi(
      onEndpoint(PROFILE_ENDPOINTS.get, () => me),
      onEndpoint(DATA_REQUEST_ENDPOINTS.fileOwn, () => FILED),
    );
    renderApp('/edrocks/profile');
    const kind = await screen.findByRole('combobox', { name: 'What do you ask for?' }, FIRST_LOAD);
    await user.selectOptions(kind, 'correction');
    await user.type(
      screen.getByRole('textbox', { name: 'Your message (optional)' }),
      'My surname is misspelt.',
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your request was sent/)).toBeVisible();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        kind: 'correction',
        message: 'My surname is misspelt.',
      }),
    );
  });

  it('shows the throttle’s refusal', async () => {
    const user = userEvent.setup();
    const me = signIn({ role: 'SPONSOR' });
    mockApi(
      onEndpoint(PROFILE_ENDPOINTS.get, () => me),
      onEndpoint(DATA_REQUEST_ENDPOINTS.fileOwn, () =>
        errorBody(429, 'TOO_MANY_DATA_REQUESTS', 'errors.tooManyDataRequests', {
          retryAfterSeconds: 3600,
          params: { wait: '1 hour' },
        }),
      ),
    );
    renderApp('/edrocks/profile');
    await user.click(await screen.findByRole('button', { name: 'Send request' }, FIRST_LOAD));
    expect(
      await screen.findByText('You have already sent several requests today.', { exact: false }),
    ).toBeVisible();
  });
});
