// The students screens through the real route table, with the API faked at fetch.
import { LIST_ENDPOINTS, STUDENT_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ListsResponse,
  SponsoredStudent,
  StudentDetails,
  StudentListItem,
} from '@portal/shared';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';

const LISTS: ListsResponse = {
  grades: [],
  genders: [],
  schools: [{ id: 5, name: 'Colegio Central', countryId: 1, stateId: null }],
  villages: [{ id: 3, name: 'La Esperanza', countryId: 1, stateId: null }],
  countries: [{ id: 1, code: 'CO', name: 'Colombia' }],
  states: [],
  status: [],
  letters: [],
  languages: [],
};

const ROW: StudentListItem = {
  view: 'full',
  id: 12,
  firstName: 'José',
  lastName: 'Pérez',
  fullName: 'José Pérez',
  birthdate: '2014-03-09',
  age: 12,
  gender: 'male',
  grade: '5-fifth',
  status: 'active',
  school: { id: 5, name: 'Colegio Central' },
  village: { id: 3, name: 'La Esperanza' },
  photoUrl: null,
};

const DETAILS: StudentDetails = {
  ...ROW,
  country: { id: 1, code: 'CO', name: 'Colombia' },
  externalId: 'EXT-1',
  leadershipDistinction: true,
  photoFileId: null,
  userId: null,
  sponsors: [{ id: 8, firstName: 'Ana', lastName: 'Gómez', photoUrl: null }],
  paired: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The same student as their sponsor sees them: no last name, birth date, status or id. */
const SPONSORED: SponsoredStudent = {
  view: 'sponsor',
  id: 12,
  firstName: 'José',
  age: 12,
  gender: 'male',
  grade: '5-fifth',
  school: { id: 5, name: 'Colegio Central' },
  village: { id: 3, name: 'La Esperanza' },
  photoUrl: null,
};

afterEach(() => queryClient.clear());

describe('students list', () => {
  it('shows the rows, searches through the URL and offers "New student" to writers', async () => {
    const api = mockApi(
      onEndpoint(LIST_ENDPOINTS.get, () => LISTS),
      onEndpoint(STUDENT_ENDPOINTS.list, () =>
        json(200, { items: [ROW], total: 1, page: 1, pageSize: 50 }),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/students');

    const table = await screen.findByRole('table', { name: 'Students' });
    expect(await within(table).findByRole('link', { name: 'Pérez, José' })).toHaveAttribute(
      'href',
      '/edrocks/students/12/details',
    );
    expect(within(table).getByText('5th grade')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New student' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Jose');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Jose'));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.searchParams.get('q') === 'Jose')).toBe(true),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Village' }), '3');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('villageId')).toBe('3'));
  });

  it('hides "New student" from roles that only read', async () => {
    mockApi(
      onEndpoint(LIST_ENDPOINTS.get, () => LISTS),
      onEndpoint(STUDENT_ENDPOINTS.list, () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      ),
    );
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/students');
    expect(
      await screen.findByText(
        'You have no students this year yet. Choose one on the Sponsorship page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New student' })).not.toBeInTheDocument();
  });

  it('creates a student: required fields first, then numbers for the picked ids', async () => {
    const api = mockApi(
      onEndpoint(LIST_ENDPOINTS.get, () => LISTS),
      onEndpoint(STUDENT_ENDPOINTS.list, () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      ),
      onEndpoint(STUDENT_ENDPOINTS.create, () => json(201, DETAILS)),
      onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, DETAILS), { params: { id: 12 } }),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/students');
    await user.click(await screen.findByRole('button', { name: 'New student' }));
    const dialog = await screen.findByRole('dialog', { name: 'New student' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(6);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^First name/), 'José');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Pérez');
    await user.type(within(dialog).getByLabelText(/^Birthdate/), '2014-03-09');
    await user.selectOptions(within(dialog).getByLabelText(/^Gender/), 'male');
    await user.selectOptions(within(dialog).getByLabelText(/^Grade/), '5-fifth');
    await user.selectOptions(within(dialog).getByLabelText(/^Village/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edrocks/students/12/details'),
    );
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      firstName: 'José',
      lastName: 'Pérez',
      birthdate: '2014-03-09',
      gender: 'male',
      grade: '5-fifth',
      status: 'active',
      villageId: 3,
      schoolId: null,
      externalId: null,
      leadershipDistinction: false,
    });
  });
});

describe('student details', () => {
  it('shows every field, and deletes after a confirmation that says what happens', async () => {
    const api = mockApi(
      onEndpoint(LIST_ENDPOINTS.get, () => LISTS),
      onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, DETAILS), { params: { id: 12 } }),
      onEndpoint(STUDENT_ENDPOINTS.delete, () => json(204), { params: { id: 12 } }),
      onEndpoint(STUDENT_ENDPOINTS.getGuardianAuthorisation, () => ({ authorisation: null }), {
        params: { id: 12 },
      }),
      onEndpoint(STUDENT_ENDPOINTS.list, () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/students/12/details');

    expect(await screen.findByTestId('student-name')).toHaveTextContent('José Pérez');
    expect(screen.getByTestId('field-birthdate')).toHaveTextContent(
      /March 9, 2014 \(12 years old\)/,
    );
    expect(screen.getByTestId('field-sponsor1')).toHaveTextContent('Ana Gómez');
    expect(screen.getByTestId('field-sponsor2')).toHaveTextContent('—');
    expect(screen.getByTestId('field-paired')).toHaveTextContent('Yes');
    expect(screen.getByTestId('field-externalId')).toHaveTextContent('EXT-1');
    expect(screen.getByRole('link', { name: 'Print profile' })).toHaveAttribute(
      'href',
      '/edrocks/students/12/print',
    );

    await user.click(screen.getByRole('button', { name: 'Delete student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete José Pérez?' });
    expect(dialog).toHaveTextContent(/disappear from every list/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete student' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/students'));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('has no edit, photo or delete controls for a reader', async () => {
    // The student's own record: their sponsors by first name (what the API gives them).
    const own = {
      ...DETAILS,
      sponsors: [{ id: 8, firstName: 'Ana', lastName: null, photoUrl: null }],
    };
    mockApi(onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, own), { params: { id: 12 } }));
    signIn({ role: 'STUDENT' });
    renderApp('/edrocks/students/12/details');
    expect(await screen.findByTestId('student-name')).toHaveTextContent('José Pérez');
    expect(screen.getByTestId('field-sponsor1')).toHaveTextContent(/^Sponsor 1\s*Ana$/);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete student' })).not.toBeInTheDocument();
  });

  it('prints from the print view', async () => {
    mockApi(onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, DETAILS), { params: { id: 12 } }));
    signIn({ role: 'SUPER_ADMIN' });
    const print = (window.print = vi.fn());
    const user = userEvent.setup();
    renderApp('/edrocks/students/12/print');
    expect(await screen.findByRole('heading', { name: 'José Pérez' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});

describe("a sponsor's student", () => {
  it('lists their students by first name, without status, searched by first name', async () => {
    const api = mockApi(
      onEndpoint(LIST_ENDPOINTS.get, () => LISTS),
      onEndpoint(STUDENT_ENDPOINTS.list, () =>
        json(200, { items: [SPONSORED], total: 1, page: 1, pageSize: 50 }),
      ),
    );
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/students');
    const table = await screen.findByRole('table', { name: 'My students' });
    expect(await within(table).findByRole('link', { name: 'José' })).toHaveAttribute(
      'href',
      '/edrocks/students/12/details',
    );
    expect(within(table).getByText('5th grade')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by first name' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent('undefined');
    expect(table).not.toHaveTextContent('null');
    // Sorted by first name: the name column asks for it.
    await userEvent.setup().click(within(table).getByRole('button', { name: /First name/ }));
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('sort')).toBe('firstName'));
  });

  it('says where to choose a student when there is none', async () => {
    mockApi(
      onEndpoint(LIST_ENDPOINTS.get, () => LISTS),
      onEndpoint(STUDENT_ENDPOINTS.list, () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      ),
    );
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/students');
    expect(
      await screen.findByText(
        'Aún no tiene estudiantes este año. Elija uno en la página de Apadrinamiento.',
      ),
    ).toBeInTheDocument();
  });

  it('shows first name, photo, age, gender, grade and places, and the way to the letters', async () => {
    mockApi(onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, SPONSORED), { params: { id: 12 } }));
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/students/12/details');
    expect(await screen.findByTestId('student-name')).toHaveTextContent(/^José$/);
    expect(screen.getByTestId('field-age')).toHaveTextContent('12 years old');
    expect(screen.getByTestId('field-grade')).toHaveTextContent('5th grade');
    expect(screen.getByTestId('field-school')).toHaveTextContent('Colegio Central');
    expect(screen.getByTestId('field-village')).toHaveTextContent('La Esperanza');
    for (const hidden of ['lastName', 'birthdate', 'status', 'externalId', 'sponsor1', 'paired'])
      expect(screen.queryByTestId(`field-${hidden}`)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my letters' })).toHaveAttribute(
      'href',
      '/edrocks/letters',
    );
    expect(screen.getByRole('link', { name: 'Back to my students' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete student' })).not.toBeInTheDocument();
  });

  it('reads in Spanish, and prints the same fields', async () => {
    mockApi(onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, SPONSORED), { params: { id: 12 } }));
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/students/12/print');
    expect(await screen.findByRole('heading', { name: 'José' })).toBeInTheDocument();
    expect(screen.getByTestId('field-age')).toHaveTextContent('12 años');
    expect(screen.queryByTestId('field-lastName')).not.toBeInTheDocument();
  });
});
