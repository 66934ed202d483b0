import { AGREEMENT_ENDPOINTS, type MyAgreement } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session, writeStoredSession } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { MyAgreements } from './my-agreements';

const commitment: MyAgreement = {
  agreementId: 1,
  key: 'sponsor-commitment',
  versionId: 7,
  version: 2,
  language: 'en-US',
  title: 'Sponsor commitment',
  text: 'I commit to write four letters.',
  needsReview: true,
  state: 'newVersion',
  signedAt: null,
};

function renderPage() {
  writeStoredSession(localStorage, {
    userData: makeUser({ role: 'SPONSOR' }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter([{ path: '/', element: <MyAgreements /> }]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('my agreements', () => {
  it('shows the state and the text, and the server says which name is expected', async () => {
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.mine, () => ({
        items: [commitment],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(AGREEMENT_ENDPOINTS.accept, () =>
        errorBody(422, 'AGREEMENT_NAME_MISMATCH', 'errors.agreementNameMismatch', {
          params: { name: 'Emily Johnson' },
        }),
      ),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Sponsor commitment' });
    expect(section).toHaveTextContent('New version to sign');
    expect(section).toHaveTextContent('Draft text, pending review by the programme.');
    expect(within(section).getByText('I commit to write four letters.')).toBeInTheDocument();
    const name = within(section).getByLabelText(/Your full name/);
    expect(
      within(section).getByText('Type it as it appears on your profile: Emily Johnson'),
    ).toBeInTheDocument();
    await userEvent.type(name, 'Emily J');
    await userEvent.click(within(section).getByRole('button', { name: 'Sign Sponsor commitment' }));
    expect(
      await within(section).findByText(
        'Type your full name as it appears on your profile: Emily Johnson',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ typedName: 'Emily J' });
  });
});
