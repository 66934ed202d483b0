import {
  AGREEMENT_ENDPOINTS,
  PARENT_AGREEMENT_ENDPOINTS,
  type MyAgreement,
  type ParentAgreementStatus,
} from '@portal/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
  signatureId: null,
};

const minorParentState: ParentAgreementStatus = {
  sponsorId: 4,
  sponsorName: 'Emily Johnson',
  isRequired: true,
  isBirthdateKnown: true,
  state: 'notSent',
  texts: [{ agreementId: 3, title: 'Parent consent' }],
  link: null,
  signature: null,
  parents: [
    {
      id: 11,
      fullName: 'Laura Johnson',
      email: 'laura@example.org',
      relationship: 'mother',
      language: 'en-US',
      isConfirmed: true,
    },
    {
      id: 12,
      fullName: 'Carlos Gómez',
      email: 'carlos@example.org',
      relationship: 'guardian',
      language: 'es-CO',
      isConfirmed: true,
    },
  ],
  check: null,
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
        notPublished: [],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => ({
        ...minorParentState,
        isRequired: false,
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
    expect(section).toHaveTextContent(
      'Sample text provided with the portal, not yet reviewed by the programme.',
    );
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

describe('agreements the programme has not published yet', () => {
  it('says there is nothing to sign for now, with no signing form, and never that all is signed', async () => {
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.mine, () => ({
        items: [
          {
            ...commitment,
            state: 'signed' as const,
            signedAt: '2026-11-20T15:00:00Z',
            signatureId: 9,
          },
        ],
        notPublished: [{ agreementId: 2, key: 'child-protection' }],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => ({
        ...minorParentState,
        isRequired: false,
      })),
    );
    renderPage();
    const section = await screen.findByRole('region', {
      name: 'Child protection code of conduct',
    });
    expect(section).toHaveTextContent('Not published yet');
    expect(section).toHaveTextContent(
      'The programme has not published this agreement yet, so there is nothing to sign for now.',
    );
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('all-signed')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('the parent agreement of a minor sponsor', () => {
  it('is part of what is left to sign and is sent to the parent chosen', async () => {
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.mine, () => ({
        items: [
          {
            ...commitment,
            state: 'signed' as const,
            signedAt: '2026-11-20T15:00:00Z',
            signatureId: 9,
          },
        ],
        notPublished: [],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => minorParentState),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.send, () => ({
        ...minorParentState,
        state: 'sent' as const,
        link: {
          sentAt: '2026-11-25T10:00:00Z',
          expiresAt: '2026-12-09T10:00:00Z',
          parentName: 'Carlos Gómez',
          parentEmail: 'carlos@example.org',
          language: 'es-CO' as const,
        },
      })),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Parent agreement' });
    expect(screen.queryByTestId('all-signed')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Not sent');
    expect(panel).toHaveTextContent('You are under 18 at the start of the year');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Send to' }));
    await userEvent.click(await screen.findByRole('option', { name: /Carlos Gómez/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Send by e-mail' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ parentId: 12 }),
    );
  });

  it('asks before a resend replaces a live link, and offers the PDF once signed', async () => {
    const sent: ParentAgreementStatus = {
      ...minorParentState,
      state: 'sent' as const,
      link: {
        sentAt: '2026-11-25T10:00:00Z',
        expiresAt: '2026-12-09T10:00:00Z',
        parentName: 'Laura Johnson',
        parentEmail: 'laura@example.org',
        language: 'en-US',
      },
    };
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.mine, () => ({
        items: [],
        notPublished: [],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => sent),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.send, () => ({
        ...minorParentState,
        state: 'signed' as const,
        signature: {
          signedAt: '2026-11-26T10:00:00Z',
          signerName: 'Laura Johnson',
          relationship: 'mother' as const,
          signatureIds: [31],
        },
      })),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Parent agreement' });
    expect(panel).toHaveTextContent('Sent to Laura Johnson (laura@example.org)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the parent agreement again?' });
    expect(dialog).toHaveTextContent('The link sent to Laura Johnson stops working at once.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ parentId: 11 }),
    );
  });

  it('goes only to contacts a coordinator confirmed, and says which ones wait', async () => {
    const waiting: ParentAgreementStatus = {
      ...minorParentState,
      parents: [
        minorParentState.parents[0]!,
        { ...minorParentState.parents[1]!, isConfirmed: false },
      ],
    };
    mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.mine, () => ({
        items: [],
        notPublished: [],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => waiting),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Parent agreement' });
    expect(within(panel).getByTestId('parent-contacts-waiting')).toHaveTextContent(
      'Waiting for your coordinator to confirm: Carlos Gómez.',
    );
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Send to' }));
    expect(await screen.findByRole('option', { name: /Laura Johnson/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Carlos Gómez/ })).not.toBeInTheDocument();
  });

  it('offers no sending while no contact is confirmed', async () => {
    mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.mine, () => ({
        items: [],
        notPublished: [],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => ({
        ...minorParentState,
        parents: minorParentState.parents.map((parent) => ({ ...parent, isConfirmed: false })),
      })),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Parent agreement' });
    expect(await within(panel).findByTestId('parent-contacts-waiting')).toHaveTextContent(
      'Laura Johnson, Carlos Gómez',
    );
    expect(within(panel).queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
  });

  it('says a signature waits for the coordinator (not why), and when one was rejected', async () => {
    const held: ParentAgreementStatus = {
      ...minorParentState,
      state: 'toCheck',
      check: {
        linkId: 5,
        status: 'toCheck',
        signedAt: '2026-11-26T10:00:00Z',
        signerName: 'Laura Johnson',
        relationship: 'mother',
        parentName: 'Laura Johnson',
        parentEmail: 'laura@example.org',
        checkedAt: null,
        signatureIds: [31],
        reasons: null,
        ip: null,
        userAgent: null,
      },
    };
    let answer = held;
    mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.mine, () => ({
        items: [],
        notPublished: [],
        signerName: 'Emily Johnson',
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => answer),
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Parent agreement' });
    expect(within(panel).getByTestId('parent-agreement-state')).toHaveTextContent(
      'Waiting for a check',
    );
    expect(panel).toHaveTextContent('Your coordinator checks the signature before it counts');
    expect(within(panel).queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('all-signed')).not.toBeInTheDocument();

    answer = { ...held, state: 'notSent', check: { ...held.check!, status: 'rejected' } };
    cleanup();
    renderPage();
    const again = await screen.findByRole('region', { name: 'Parent agreement' });
    expect(await within(again).findByTestId('parent-agreement-rejected')).toHaveTextContent(
      'Your coordinator did not accept the last signature.',
    );
    expect(within(again).getByRole('button', { name: 'Send by e-mail' })).toBeInTheDocument();
  });
});
