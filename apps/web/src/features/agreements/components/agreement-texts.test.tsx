import { AGREEMENT_ENDPOINTS, type Agreement } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
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
  signedFromVersion: 1,
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
      asksSignature: true,
    },
  ],
};

/** Version 1 published in English; version 2 drafted in English only. */
const withDraft: Agreement = {
  ...protection,
  draftVersion: 2,
  versions: [
    {
      id: 9,
      version: 2,
      language: 'en-US',
      title: 'Child protection',
      text: 'Write only through the portal. Never meet alone.',
      needsReview: false,
      createdAt: '2026-11-20T00:00:00Z',
      publishedAt: null,
      asksSignature: true,
    },
    ...protection.versions,
  ],
};

/** A fresh installation's agreement: the default texts, a draft in both languages. */
const unpublished: Agreement = {
  id: 3,
  key: 'parent-consent',
  audience: 'parent',
  required: true,
  currentVersion: 0,
  draftVersion: 1,
  signedFromVersion: 0,
  currentSigners: 0,
  versions: (['en-US', 'es-CO'] as const).map((language, index) => ({
    id: 20 + index,
    version: 1,
    language,
    title: language === 'en-US' ? 'Parent or guardian consent' : 'Consentimiento',
    text: 'I consent.',
    needsReview: true,
    createdAt: '2026-11-01T00:00:00Z',
    publishedAt: null,
    asksSignature: true,
  })),
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
    expect(screen.getByText(/Version 1 published · Required/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ required: false }),
    );
  });

  it('shows the state without the switch to other coordinators', async () => {
    mockApi(onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [protection] })));
    renderAs('GLOBAL_ADMIN');
    expect(await screen.findByText(/Version 1 published · Required/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('lets the super admin publish a draft after a confirmation that says who signs again, only for a material change', async () => {
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [withDraft] })),
      onEndpoint(AGREEMENT_ENDPOINTS.publish, () => ({
        ...withDraft,
        currentVersion: 2,
        draftVersion: null,
      })),
    );
    renderAs('SUPER_ADMIN');
    const draft = await screen.findByRole('region', { name: 'Draft of version 2' });
    expect(draft).toHaveTextContent('Write only through the portal. Never meet alone.');
    expect(draft).toHaveTextContent('This draft has no text in this language yet.');
    await userEvent.click(within(draft).getByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Publish version 2 of Child protection code of conduct?',
    });
    // Not material unless the super admin says so: the signatures keep counting.
    expect(dialog).toHaveTextContent(
      'Signatures of version 1 keep counting for version 2: nobody is asked to sign again.',
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'The change is material: ask everyone to sign again',
      }),
    );
    expect(dialog).toHaveTextContent(
      'Sponsors will be asked to sign version 2 again: the 12 sponsors who signed version 1 cannot sponsor a student or write letters until they sign it.',
    );
    expect(dialog).toHaveTextContent(
      'Version 2 has no Spanish text: those who read Spanish will read it in English.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        version: 2,
        isMaterial: true,
      }),
    );
    expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
      '/edrocks/api/agreements/2/publish',
    );
  });

  it("lets the super admin edit a draft's text, which must not be empty", async () => {
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [withDraft] })),
      onEndpoint(AGREEMENT_ENDPOINTS.updateDraft, () => withDraft),
    );
    renderAs('SUPER_ADMIN');
    const draft = await screen.findByRole('region', { name: 'Draft of version 2' });
    await userEvent.click(within(draft).getByRole('button', { name: 'Edit the English text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 2 in English (draft)' });
    const text = within(dialog).getByRole('textbox', { name: /Text/ });
    expect(text).toHaveValue('Write only through the portal. Never meet alone.');
    await userEvent.clear(text);
    await userEvent.tab();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.click(text);
    await userEvent.paste('Only through the portal.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        title: 'Child protection',
        text: 'Only through the portal.',
      }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.url.pathname).toBe(
      '/edrocks/api/agreements/versions/9',
    );
  });

  it('lets the super admin write the language a draft lacks', async () => {
    const { calls } = mockApi(
      onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [withDraft] })),
      onEndpoint(AGREEMENT_ENDPOINTS.newVersion, () => withDraft),
    );
    renderAs('SUPER_ADMIN');
    const draft = await screen.findByRole('region', { name: 'Draft of version 2' });
    await userEvent.click(within(draft).getByRole('button', { name: 'Write the Spanish text' }));
    const dialog = await screen.findByRole('dialog', { name: 'New version in Spanish' });
    expect(dialog).toHaveTextContent('It is saved as a draft of version 2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Protección');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Text/ }),
      'Solo por el portal.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        language: 'es-CO',
        title: 'Protección',
        text: 'Solo por el portal.',
      }),
    );
  });

  it('says an unpublished required agreement keeps the gate closed, and shows drafts read-only to others', async () => {
    mockApi(onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [unpublished] })));
    renderAs('GLOBAL_ADMIN');
    const card = await screen.findByRole('region', { name: 'Parent or guardian consent' });
    expect(card).toHaveTextContent('No version published yet');
    expect(within(card).getByTestId('gate-closed-parent-consent')).toHaveTextContent(
      'nobody who must sign it can sponsor a student or write letters',
    );
    const draft = within(card).getByRole('region', { name: 'Draft of version 1' });
    expect(draft).toHaveTextContent('Default text provided with the portal');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("asks the parents of minor sponsors to sign a parent text's first version", async () => {
    mockApi(onEndpoint(AGREEMENT_ENDPOINTS.list, () => ({ items: [unpublished] })));
    renderAs('SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish version 1' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Publish version 1 of Parent or guardian consent?',
    });
    expect(dialog).toHaveTextContent(
      'The parents of minor sponsors will sign version 1 at the link they receive.',
    );
    expect(dialog).not.toHaveTextContent('has no');
  });
});
