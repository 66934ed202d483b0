import { AGREEMENT_ENDPOINTS, type Agreement } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { session, writeStoredSession } from '../../../lib/session';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { AgreementTexts } from './agreement-texts';

const protection: Agreement = {
  id: 2,
  key: 'child-protection',
  audience: 'sponsor',
  required: true,
  currentVersion: 1,
  draftVersion: null,
  currentSigners: 12,
  versions: [
    {
      id: 4,
      version: 1,
      language: 'en-US',
      title: 'Child protection',
      text: 'Write only through the portal.',
      needsReview: false,
      createdAt: '2026-11-01T00:00:00Z',
      publishedAt: '2026-11-02T00:00:00Z',
    },
  ],
};

function renderAs(role: 'SUPER_ADMIN' | 'GLOBAL_ADMIN') {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter([{ path: '/', element: <AgreementTexts /> }]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('agreement texts', () => {
  it('lets the super admin make an agreement optional', async () => {
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [protection] })),
      onEndpoint(AGREEMENT_ENDPOINTS.update, () => ({ ...protection, required: false })),
    );
    renderAs('SUPER_ADMIN');
    const toggle = await screen.findByRole('switch', { name: /Required: everyone/ });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Version 1 · Required/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ required: false }),
    );
  });

  it('shows the state without the switch to other coordinators', async () => {
    mockApi(onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [protection] })));
    renderAs('GLOBAL_ADMIN');
    expect(await screen.findByText(/Version 1 · Required/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
