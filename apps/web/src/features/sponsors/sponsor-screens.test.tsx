// The sponsors screens through the real route table, with the API faked at fetch.
import {
  LIST_ENDPOINTS,
  PARENT_AGREEMENT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ListsResponse,
  ParentAgreementStatus,
  SponsorDetails,
  Sponsorship,
} from '@portal/shared';
import { queryClient } from '../../lib/query-client';
import { errorBody, json, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';

const LISTS: ListsResponse = {
  grades: [],
  genders: [],
  schools: [{ id: 5, name: 'Colegio Central', countryId: 1, stateId: null }],
  villages: [],
  countries: [],
  states: [],
  status: [],
  letters: [],
  languages: [],
};

const SPONSOR: SponsorDetails = {
  id: 8,
  firstName: 'Ana',
  lastName: 'Gómez',
  fullName: 'Ana Gómez',
  email: 'ana@example.org',
  phone: '300 000 0000',
  schoolId: 5,
  schoolName: 'Colegio Central',
  active: true,
  leadershipDistinction: false,
  hasAccount: true,
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  birthdate: '2010-05-01',
  isMinor: true,
  userId: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  parents: [
    {
      id: 3,
      sponsorId: 8,
      firstName: 'Luz',
      lastName: 'Gómez',
      fullName: 'Luz Gómez',
      email: 'luz@example.org',
      address1: 'Calle 1',
      address2: '',
      city: 'Medellín',
      zipCode: '050001',
      state: 'Antioquia',
      phoneNumber: '',
      relationship: 'mother',
      language: 'en-US',
      isConfirmed: true,
      confirmedAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

/** The same sponsor with a parent she entered herself, waiting for a coordinator. */
const WAITING_PARENT = {
  ...SPONSOR.parents[0]!,
  id: 4,
  firstName: 'Pedro',
  fullName: 'Pedro Gómez',
  email: 'pedro@example.org',
  relationship: 'father' as const,
  isConfirmed: false,
  confirmedAt: null,
  updatedAt: '2026-02-03T04:05:06.789Z',
};

const CONSENT: ParentAgreementStatus = {
  sponsorId: 8,
  sponsorName: 'Ana Gómez',
  isRequired: true,
  isBirthdateKnown: true,
  state: 'notSent',
  texts: [{ agreementId: 3, title: 'Parent consent' }],
  link: null,
  signature: null,
  parents: [],
  check: null,
};

const HELD: ParentAgreementStatus = {
  ...CONSENT,
  state: 'toCheck',
  check: {
    linkId: 77,
    status: 'toCheck',
    signedAt: '2026-11-26T10:00:00Z',
    signerName: 'Luz Gómez',
    relationship: 'mother',
    parentName: 'Luz Gómez',
    parentEmail: 'luz@example.org',
    checkedAt: null,
    signatureIds: [31],
    reasons: ['sameAddress', 'sameDevice'],
    ip: '181.49.12.7',
    userAgent: 'Mobile Safari',
  },
};

/** One of the sponsor's sponsorships, as the API answers the sponsor: the student's first name. */
const SPONSORSHIP: Sponsorship = {
  id: 30,
  periodId: 2,
  periodName: '2026-2027',
  student: {
    id: 12,
    firstName: 'José',
    lastName: null,
    fullName: 'José',
    photoUrl: null,
    village: { id: 3, name: 'La Esperanza' },
    school: null,
  },
  sponsor: {
    id: 8,
    firstName: 'Ana',
    lastName: 'Gómez',
    fullName: 'Ana Gómez',
    photoUrl: null,
    school: { id: 5, name: 'Colegio Central' },
  },
  startedAt: '2026-09-01T12:00:00.000Z',
  endedAt: null,
  endReason: null,
  missingAgreements: [],
};

afterEach(() => queryClient.clear());

describe('sponsors screens', () => {
  it('lists sponsors for coordinators, with the filters and "New sponsor"', async () => {
    const api = mockApi(
      onEndpoint(LIST_ENDPOINTS.get, () => LISTS),
      onEndpoint(SPONSOR_ENDPOINTS.list, () =>
        json(200, { items: [SPONSOR], total: 1, page: 1, pageSize: 50 }),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors');
    const table = await screen.findByRole('table', { name: 'Sponsors' });
    expect(await within(table).findByRole('link', { name: 'Gómez, Ana' })).toHaveAttribute(
      'href',
      '/edrocks/sponsors/8/details',
    );
    expect(screen.getByRole('button', { name: 'New sponsor' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Active' }), 'false');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('active')).toBe('false'));
  });

  it('shows a signed-in sponsor their own profile, where they edit only their own fields (not the photo)', async () => {
    const api = mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.own, () => SPONSOR),
      onEndpoint(
        SPONSOR_ENDPOINTS.update,
        (call) => json(200, { ...SPONSOR, ...(call.body as object), fullName: 'Ana María Gómez' }),
        { params: { id: 8 } },
      ),
    );
    signIn({ role: 'SPONSOR', id: 1 });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors');
    expect(await screen.findByRole('heading', { name: 'My sponsor profile' })).toBeInTheDocument();
    expect(await screen.findByTestId('sponsor-name')).toHaveTextContent('Ana Gómez');
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    // The photo reaches their students: their coordinator sets it after looking at it.
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-by-coordinator')).toHaveTextContent(
      'Your coordinator adds your photo after looking at it: send it to them.',
    );

    await user.click(screen.getByRole('button', { name: 'Edit my details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit my details' });
    expect(within(dialog).queryByLabelText(/^E-mail/)).not.toBeInTheDocument();
    const first = within(dialog).getByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Ana María');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('sponsor-name')).toHaveTextContent('Ana María Gómez'),
    );
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      firstName: 'Ana María',
      lastName: 'Gómez',
      phone: '300 000 0000',
    });
  });

  it("lists the sponsor's students by first name, each a link to the student's page", async () => {
    mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.own, () => SPONSOR),
      onEndpoint(SPONSORSHIP_ENDPOINTS.list, () =>
        json(200, { items: [SPONSORSHIP], total: 1, page: 1, pageSize: 10 }),
      ),
    );
    signIn({ role: 'SPONSOR', id: 1 });
    renderApp('/edrocks/sponsors');
    const section = (await screen.findByRole('heading', { name: 'Students this year' })).closest(
      'section',
    )!;
    const link = await within(section).findByRole('link', { name: 'José' });
    expect(link).toHaveAttribute('href', '/edrocks/students/12/details');
    expect(section).toHaveTextContent('La Esperanza');
    expect(section).not.toHaveTextContent('null');
  });

  it('tells a sponsor without a linked record what to do', async () => {
    mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.own, () => errorBody(404, 'NOT_FOUND', 'errors.notFound')),
    );
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/sponsors');
    expect(await screen.findByText(/not linked to a sponsor record yet/)).toBeInTheDocument();
  });

  it('deactivates and removes a parent only after confirmations naming them', async () => {
    const api = mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.get, () => json(200, SPONSOR), { params: { id: 8 } }),
      onEndpoint(SPONSOR_ENDPOINTS.deactivate, () => json(200, { ...SPONSOR, active: false }), {
        params: { id: 8 },
      }),
      onEndpoint(SPONSOR_ENDPOINTS.deleteParent, () => json(204), {
        params: { id: 8, parentId: 3 },
      }),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => CONSENT),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/8/details');
    expect(await screen.findByTestId('sponsor-name')).toHaveTextContent('Ana Gómez');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
    expect(screen.queryByTestId('photo-by-coordinator')).not.toBeInTheDocument();
    const parents = screen.getByTestId('parents-section');
    expect(within(parents).getByText('Mother')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Ana Gómez?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();

    await user.click(within(parents).getByRole('button', { name: 'Remove Luz Gómez' }));
    const removal = await screen.findByRole('dialog', { name: 'Remove this parent or guardian?' });
    expect(removal).toHaveTextContent('Luz Gómez will be removed');
    await user.click(within(removal).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows a sponsor which of their parents wait for the coordinator, and offers no confirming', async () => {
    mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.own, () => ({
        ...SPONSOR,
        parents: [...SPONSOR.parents, WAITING_PARENT],
      })),
    );
    signIn({ role: 'SPONSOR', id: 1 });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors');
    const parents = await screen.findByTestId('parents-section');
    const cards = await within(parents).findAllByTestId('parent-card');
    expect(within(cards[0]!).queryByTestId('parent-waiting')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('parent-waiting')).toHaveTextContent(
      'Waiting for your coordinator to confirm',
    );
    expect(cards[1]).toHaveTextContent('the parent agreement cannot be sent to them');
    expect(within(parents).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole('button', { name: 'Edit Pedro Gómez' }));
    expect(await screen.findByTestId('parent-form-note')).toHaveTextContent(
      'your coordinator confirms the contact',
    );
  });

  it('lets a coordinator confirm a contact after a confirmation saying what it vouches for', async () => {
    const api = mockApi(
      onEndpoint(
        SPONSOR_ENDPOINTS.get,
        () => json(200, { ...SPONSOR, parents: [...SPONSOR.parents, WAITING_PARENT] }),
        { params: { id: 8 } },
      ),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => CONSENT),
      onEndpoint(
        SPONSOR_ENDPOINTS.confirmParent,
        () => ({ ...WAITING_PARENT, isConfirmed: true }),
        {
          params: { id: 8, parentId: 4 },
        },
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/8/details');
    const parents = await screen.findByTestId('parents-section');
    expect(await within(parents).findByTestId('parent-waiting')).toHaveTextContent(
      'Waiting for your confirmation',
    );
    await user.click(within(parents).getByRole('button', { name: 'Confirm contact: Pedro Gómez' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm Pedro Gómez as a parent or guardian?',
    });
    expect(dialog).toHaveTextContent('pedro@example.org is their own e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm contact' }));
    expect(await screen.findByText('The contact of Pedro Gómez is confirmed.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/edrocks/api/sponsors/8/parents/4/confirm' }),
      body: { updatedAt: '2026-02-03T04:05:06.789Z' },
    });
  });

  it("lets a coordinator check a held parent's signature: confirm or reject, each confirmed first", async () => {
    const api = mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.get, () => json(200, SPONSOR), { params: { id: 8 } }),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () => HELD),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.confirmSignature, () => ({
        ...CONSENT,
        state: 'signed' as const,
      })),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.rejectSignature, () => ({
        ...CONSENT,
        check: { ...HELD.check!, status: 'rejected' as const },
      })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/8/details');
    const check = await screen.findByRole('region', { name: "A parent's signature to check" });
    expect(check).toHaveTextContent('Luz Gómez (Mother) signed the parent agreement for Ana Gómez');
    expect(check).toHaveTextContent('from the internet address (or home network) that Ana Gómez');
    expect(check).toHaveTextContent('in a browser that Ana Gómez has signed in with');
    expect(check).toHaveTextContent('Signed from 181.49.12.7, with Mobile Safari.');

    await user.click(within(check).getByRole('button', { name: 'Reject signature' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this signature?' });
    expect(reject).toHaveTextContent('The signature of Luz Gómez will never count.');
    await user.click(within(reject).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(check).getByRole('button', { name: 'Confirm signature' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm this signature?' });
    expect(confirm).toHaveTextContent('Ana Gómez can then sponsor a student and write letters');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm signature' }));
    expect(await screen.findByText('The signature of Luz Gómez counts now.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: expect.objectContaining({
        pathname: '/edrocks/api/agreements/parent/signature/confirm',
      }),
      body: { sponsorId: 8, linkId: 77 },
    });
  });
});
