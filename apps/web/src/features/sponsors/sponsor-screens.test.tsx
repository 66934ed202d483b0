// The sponsors screens through the real route table, with the API faked at fetch.
import { LIST_ENDPOINTS, SPONSOR_ENDPOINTS, SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListsResponse, SponsorDetails, Sponsorship } from '@portal/shared';
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
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
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

describe('sponsors screens', { timeout: 45_000 }, () => {
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

  it('shows a signed-in sponsor their own profile, where they edit only their own fields', async () => {
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
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/8/details');
    expect(await screen.findByTestId('sponsor-name')).toHaveTextContent('Ana Gómez');
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
});
