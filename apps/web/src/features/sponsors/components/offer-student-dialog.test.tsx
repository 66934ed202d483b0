// "Offer another student" on a sponsor's details, through the real route table, with the API
// faked at fetch.
import {
  PARENT_AGREEMENT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSOR_OFFER_ENDPOINTS,
  SPONSOR_OFFER_ERRORS,
  SPONSORSHIP_ENDPOINTS,
  type OpenStudent,
  type SponsorDetails,
  type SponsorOffer,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { areaErrorBody, errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../../test/screen-fixtures';

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
  birthdate: '1980-05-01',
  isMinor: false,
  userId: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  parents: [],
};

const LUCIA: OpenStudent = {
  id: 12,
  firstName: 'Lucía',
  lastName: 'Pérez',
  fullName: 'Lucía Pérez',
  photoUrl: null,
  grade: '5-fifth',
  village: { id: 3, name: 'El Roble' },
  school: null,
  sponsorCount: 1,
};

const MADE: SponsorOffer = {
  id: 21,
  sponsorId: 8,
  student: { id: 12, firstName: 'Lucía', villageName: 'El Roble', age: 9, grade: '5-fifth' },
  state: 'open',
  offeredAt: '2026-06-15T15:00:00.000Z',
  expiresAt: '2026-07-15T15:00:00.000Z',
  answeredAt: null,
};

afterEach(() => queryClient.clear());

/** The details screen's API, with the offer answered by `onOffer`. */
function detailsApi(
  onOffer: () => Response | SponsorOffer = () => MADE,
  sponsor: SponsorDetails = SPONSOR,
) {
  return mockApi(
    onEndpoint(SPONSOR_ENDPOINTS.get, () => sponsor, { params: { id: 8 } }),
    onEndpoint(SPONSOR_ENDPOINTS.own, () => sponsor),
    onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => pageOf([])),
    onEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, () =>
      errorBody(404, 'NOT_FOUND', 'errors.notFound'),
    ),
    onEndpoint(SPONSORSHIP_ENDPOINTS.openStudents, () =>
      pageOf([LUCIA, { ...LUCIA, id: 13, firstName: 'Mateo', fullName: 'Mateo Ruiz' }]),
    ),
    onEndpoint(SPONSOR_OFFER_ENDPOINTS.create, onOffer),
  );
}

/** Opens the dialog from the sponsor's details, searches "Luc" and picks Lucía. */
async function pickLucia(button: string, title: string, option: RegExp) {
  renderApp('/edrocks/sponsors/8/details');
  await userEvent.click(await screen.findByRole('button', { name: button }, FIRST_LOAD));
  const dialog = await screen.findByRole('dialog', { name: title }, FIRST_LOAD);
  await userEvent.type(within(dialog).getByRole('combobox'), 'Luc');
  await userEvent.click(await screen.findByRole('option', { name: option }));
  return dialog;
}

const offers = (calls: { method: string; url: URL; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('offering a sponsor another student', () => {
  it('searches the students with a place left, sends the offer and says so', async () => {
    const api = detailsApi();
    signIn({ role: 'SUPER_ADMIN' });
    const dialog = await pickLucia(
      'Offer another student',
      'Offer another student to Ana Gómez',
      /^Lucía Pérez · El Roble · 1 of 3 sponsors$/,
    );
    expect(dialog).toHaveTextContent('can accept or decline within 30 days');
    const searches = api.calls.filter((call) =>
      call.url.pathname.endsWith('/sponsorships/open-students'),
    );
    expect(searches.at(-1)?.url.searchParams.get('q')).toBe('Luc');
    expect(within(dialog).getByRole('combobox')).toHaveValue('Lucía Pérez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(
      await screen.findByText('Lucía Pérez was offered to Ana Gómez. They have 30 days to answer.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offers(api.calls)).toEqual([{ sponsorId: 8, studentId: 12 }]);
  });

  it('says when no student with a place left matches the search', async () => {
    mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.get, () => SPONSOR, { params: { id: 8 } }),
      onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => pageOf([])),
      onEndpoint(SPONSORSHIP_ENDPOINTS.openStudents, () => pageOf<OpenStudent>([])),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/sponsors/8/details');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer another student' }, FIRST_LOAD),
    );
    const dialog = await screen.findByRole('dialog', {}, FIRST_LOAD);
    await userEvent.type(within(dialog).getByRole('combobox'), 'Zoe');
    expect(await screen.findByText('No student with a place left matches')).toBeInTheDocument();
  });

  it('asks for a student before sending anything', async () => {
    const api = detailsApi();
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/sponsors/8/details');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer another student' }, FIRST_LOAD),
    );
    const dialog = await screen.findByRole('dialog', {}, FIRST_LOAD);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Offer' }));
    expect(dialog).toHaveTextContent('Choose a student.');
    expect(offers(api.calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['STUDENT_FULL', 'errors.studentFull', 'This student already has 3 sponsors this year'],
    [
      'STUDENT_NOT_SPONSORABLE',
      'errors.studentNotSponsorable',
      'This student cannot be sponsored now',
    ],
    [
      'ALREADY_SPONSORED',
      'errors.alreadySponsored',
      'This sponsor already sponsors this student this year.',
    ],
    ['NO_AVAILABLE_YEAR', 'errors.noAvailableYear', 'There is no available year.'],
    ['NOT_FOUND', 'errors.notFound', 'We could not find what you asked for.'],
  ])('shows a refusal (%s) in the dialog', async (code, key, words) => {
    const status = code === 'NOT_FOUND' ? 404 : 409;
    const api = detailsApi(() => errorBody(status, code, key));
    signIn({ role: 'GLOBAL_ADMIN' });
    const dialog = await pickLucia(
      'Offer another student',
      'Offer another student to Ana Gómez',
      /^Lucía Pérez/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(offers(api.calls)).toEqual([{ sponsorId: 8, studentId: 12 }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when another offer was made at the same moment', async () => {
    detailsApi(() => areaErrorBody(SPONSOR_OFFER_ERRORS.OFFER_JUST_MADE));
    signIn({ role: 'SUPER_ADMIN' });
    const dialog = await pickLucia(
      'Offer another student',
      'Offer another student to Ana Gómez',
      /^Lucía Pérez/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone offered this sponsor a student at the same moment. Reload to see it.',
    );
  });

  it('is not offered for an inactive sponsor', async () => {
    detailsApi(undefined, { ...SPONSOR, active: false });
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/sponsors/8/details');
    expect(await screen.findByRole('button', { name: 'Activate' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer another student' })).not.toBeInTheDocument();
  });

  it('is not offered to a sponsor on their own profile', async () => {
    detailsApi();
    signIn({ role: 'SPONSOR', id: 1 });
    renderApp('/edrocks/sponsors');
    expect(
      await screen.findByRole('button', { name: 'Edit my details' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer another student' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    let isFirst = true;
    const api = detailsApi(() => {
      if (!isFirst) return MADE;
      isFirst = false;
      return areaErrorBody(SPONSOR_OFFER_ERRORS.OFFER_JUST_MADE, { language: 'es-CO' });
    });
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'SUPER_ADMIN' });
    const dialog = await pickLucia(
      'Proponer otro estudiante',
      'Proponer otro estudiante a Ana Gómez',
      /^Lucía Pérez · El Roble · 1 de 3 padrinos$/,
    );
    expect(dialog).toHaveTextContent('dentro de 30 días');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proponer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Alguien le propuso un estudiante a este padrino en el mismo momento.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proponer' }));
    expect(
      await screen.findByText(
        'Le propusimos a Ana Gómez apadrinar a Lucía Pérez. Tiene 30 días para responder.',
      ),
    ).toBeInTheDocument();
    expect(offers(api.calls)).toHaveLength(2);
  });
});
