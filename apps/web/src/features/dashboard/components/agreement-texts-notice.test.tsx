import { AGREEMENT_ENDPOINTS, type MissingAgreementText } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { session, writeStoredSession } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { settle } from '../../../test/settle';
import AgreementTextsNotice from './agreement-texts-notice';

const missing: MissingAgreementText[] = [
  {
    agreementId: 1,
    key: 'sponsor-commitment',
    audience: 'sponsor',
    isPublished: false,
    missingLanguages: ['en-US', 'es-CO'],
    draftVersion: 1,
  },
  {
    agreementId: 3,
    key: 'parent-consent',
    audience: 'parent',
    isPublished: true,
    missingLanguages: ['es-CO'],
    draftVersion: null,
  },
];

function renderAs(role: 'SUPER_ADMIN' | 'GLOBAL_ADMIN') {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter([
    {
      path: '/',
      element: <AgreementTextsNotice canPublish={role === 'SUPER_ADMIN'} />,
    },
  ]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the dashboard's notice of missing agreement texts", () => {
  it('tells the super admin which required texts are missing and where to publish them', async () => {
    mockApi(onEndpoint(AGREEMENT_ENDPOINTS.missingTexts, () => ({ items: missing })));
    renderAs('SUPER_ADMIN');
    const notice = await screen.findByRole('region', { name: 'Agreement texts missing' });
    expect(notice).toHaveTextContent(
      'nobody who must sign it can sponsor a student or write letters',
    );
    const [commitment, consent] = within(notice).getAllByRole('listitem');
    expect(commitment).toHaveTextContent(
      'Sponsor commitment: no version is published. A draft of version 1 is waiting to be published.',
    );
    expect(consent).toHaveTextContent(
      'Parent or guardian consent: the published version has no Spanish text',
    );
    expect(
      within(notice).getByRole('link', { name: 'Review and publish them in Agreements' }),
    ).toHaveAttribute('href', '/edrocks/agreements');
  });

  it('shows a global admin the same, read-only', async () => {
    mockApi(onEndpoint(AGREEMENT_ENDPOINTS.missingTexts, () => ({ items: missing })));
    renderAs('GLOBAL_ADMIN');
    const notice = await screen.findByRole('region', { name: 'Agreement texts missing' });
    expect(notice).toHaveTextContent('The super admin reviews and publishes them.');
    expect(within(notice).getByRole('link', { name: 'See the agreements' })).toBeInTheDocument();
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when every required text is published', async () => {
    const { calls } = mockApi(onEndpoint(AGREEMENT_ENDPOINTS.missingTexts, () => ({ items: [] })));
    renderAs('SUPER_ADMIN');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('agreement-texts-notice')).not.toBeInTheDocument();
  });

  it('offers "Try again" when the check fails', async () => {
    mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.missingTexts, () =>
        errorBody(503, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable'),
      ),
    );
    renderAs('SUPER_ADMIN');
    const error = await screen.findByTestId('error-state');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
