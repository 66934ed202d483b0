// Downloading a person's data: "Download my data" on every role's profile saves the ZIP the
// server sends (under its name) and shows the server's words when it refuses; "Download this
// person's data" on a user's page, "Download this student's data" on a student's page and
// "Download this sponsor's data" on a sponsor's page are the super admin's alone.
import {
  PERSON_EXPORT_ENDPOINTS,
  PROFILE_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  STUDENT_ENDPOINTS,
  USER_ENDPOINTS,
  type ManagedUser,
  type Role,
  type StudentDetails,
  type UserData,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { errorBody, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';
import { sponsorWithoutAccount } from '../../test/screen-fixtures';

function zipAnswer(fileName: string): Response {
  return new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

const account: ManagedUser = {
  id: 42,
  email: 'aurelio@example.org',
  firstName: 'Aurelio',
  lastName: 'Gómez',
  fullName: 'Aurelio Gómez',
  phone: '',
  role: 'SPONSOR',
  language: 'en-US',
  active: true,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  lastLoginAt: null,
};

/** A student with no account: the super admin's only way to their data is their page. */
const student: StudentDetails = {
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
  country: { id: 1, code: 'CO', name: 'Colombia' },
  externalId: 'EXT-1',
  leadershipDistinction: false,
  photoFileId: null,
  userId: null,
  sponsors: [],
  paired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A sponsor a coordinator added, who never signed up: no user page to download from. */
const sponsor = sponsorWithoutAccount();

let saved: string[] = [];
let me: UserData;

beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
});

function signInAs(role: Role, language: UserData['language'] = 'en-US') {
  me = signIn({ role, language });
}

describe('Download my data, on the profile', () => {
  for (const role of ['SUPER_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const) {
    it(`saves the ZIP the server sends, for a ${role}`, async () => {
      signInAs(role);
      mockApi(
        onEndpoint(PROFILE_ENDPOINTS.get, () => me),
        onEndpoint(PERSON_EXPORT_ENDPOINTS.me, () => zipAnswer('ana-data-2026-11-25.zip')),
      );
      renderApp('/edrocks/profile');
      const section = await screen.findByRole('region', { name: 'Download my data' });
      expect(section).toHaveTextContent('everything the portal holds about you');
      await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(saved).toEqual(['ana-data-2026-11-25.zip']));
      expect(await screen.findByText('Your download has started.')).toBeInTheDocument();
    });
  }

  it("shows the server's words when it refuses (too many downloads)", async () => {
    signInAs('SPONSOR');
    mockApi(
      onEndpoint(PROFILE_ENDPOINTS.get, () => me),
      onEndpoint(PERSON_EXPORT_ENDPOINTS.me, () =>
        errorBody(429, 'TOO_MANY_PERSON_EXPORTS', 'errors.tooManyPersonExports', {
          params: { wait: '59 minutes' },
        }),
      ),
    );
    renderApp('/edrocks/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const section = await screen.findByRole('region', { name: 'Download my data' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      /downloaded your data several times/,
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('speaks Spanish to a person who reads it', async () => {
    signInAs('STUDENT', 'es-CO');
    mockApi(onEndpoint(PROFILE_ENDPOINTS.get, () => me));
    await changeLanguage('es-CO', { remember: false });
    try {
      renderApp('/edrocks/profile');
      const section = await screen.findByRole('region', { name: 'Descargar mis datos' });
      expect(section).toHaveTextContent('todo lo que el portal guarda sobre usted');
      expect(within(section).getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
  });
});

describe("Download this person's data, on a user's page", () => {
  it('is offered to the super admin and saves the ZIP', async () => {
    signInAs('SUPER_ADMIN');
    mockApi(
      onEndpoint(USER_ENDPOINTS.allUsers.get, () => account),
      onEndpoint(PERSON_EXPORT_ENDPOINTS.person, ({ params }) =>
        zipAnswer(`person-${String(params.userId)}.zip`),
      ),
    );
    renderApp('/edrocks/users/42');
    const button = await screen.findByRole('button', { name: "Download this person's data" });
    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['person-42.zip']));
  });

  it('is not offered to a global admin', async () => {
    signInAs('GLOBAL_ADMIN');
    mockApi(onEndpoint(USER_ENDPOINTS.allUsers.get, () => account));
    renderApp('/edrocks/users/42');
    expect(await screen.findByText('aurelio@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Download this person's data" })).toBeNull();
  });
});

describe("Download this student's data, on a student's page", () => {
  const studentPage = '/edrocks/students/12/details';
  const button = "Download this student's data";

  it('is offered to the super admin and saves the ZIP the server sends', async () => {
    signInAs('SUPER_ADMIN');
    const api = mockApi(
      onEndpoint(STUDENT_ENDPOINTS.get, () => student, { params: { id: 12 } }),
      onEndpoint(PERSON_EXPORT_ENDPOINTS.student, ({ params }) =>
        zipAnswer(`jose-perez-datos-${String(params.id)}.zip`),
      ),
    );
    renderApp(studentPage);
    const section = await screen.findByRole('region', { name: "This student's data" });
    expect(section).toHaveTextContent('everything the portal holds about this student');
    await userEvent.click(within(section).getByRole('button', { name: button }));
    await waitFor(() => expect(saved).toEqual(['jose-perez-datos-12.zip']));
    expect(await screen.findByText('Your download has started.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname === '/edrocks/api/students/12/export')).toBe(
      true,
    );
  });

  it("shows the server's words when the download fails, and may be tried again", async () => {
    signInAs('SUPER_ADMIN');
    mockApi(
      onEndpoint(STUDENT_ENDPOINTS.get, () => student, { params: { id: 12 } }),
      onEndpoint(PERSON_EXPORT_ENDPOINTS.student, () =>
        errorBody(404, 'NOT_FOUND', 'errors.notFound'),
      ),
    );
    renderApp(studentPage);
    await userEvent.click(await screen.findByRole('button', { name: button }));
    const section = screen.getByRole('region', { name: "This student's data" });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not find what you asked for.',
    );
    expect(saved).toEqual([]);
    expect(within(section).getByRole('button', { name: button })).toBeEnabled();
  });

  for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
    it(`is not offered to a ${role}`, async () => {
      signInAs(role);
      mockApi(onEndpoint(STUDENT_ENDPOINTS.get, () => student, { params: { id: 12 } }));
      renderApp(studentPage);
      expect(await screen.findByTestId('student-name')).toHaveTextContent('José Pérez');
      expect(screen.queryByRole('button', { name: button })).toBeNull();
      expect(screen.queryByRole('region', { name: "This student's data" })).toBeNull();
    });
  }

  it('speaks Spanish to a super admin who reads it', async () => {
    signInAs('SUPER_ADMIN', 'es-CO');
    mockApi(onEndpoint(STUDENT_ENDPOINTS.get, () => student, { params: { id: 12 } }));
    await changeLanguage('es-CO', { remember: false });
    try {
      renderApp(studentPage);
      const section = await screen.findByRole('region', { name: 'Datos de este estudiante' });
      expect(section).toHaveTextContent('todo lo que el portal guarda sobre este estudiante');
      expect(
        within(section).getByRole('button', { name: 'Descargar los datos de este estudiante' }),
      ).toBeEnabled();
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
  });
});

describe("Download this sponsor's data, on a sponsor's page", () => {
  const sponsorPage = '/edrocks/sponsors/8/details';
  const button = "Download this sponsor's data";

  it('is offered to the super admin and saves the ZIP the server sends', async () => {
    signInAs('SUPER_ADMIN');
    const api = mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.get, () => sponsor, { params: { id: 8 } }),
      onEndpoint(PERSON_EXPORT_ENDPOINTS.sponsor, ({ params }) =>
        zipAnswer(`ana-gomez-datos-${String(params.id)}.zip`),
      ),
    );
    renderApp(sponsorPage);
    const section = await screen.findByRole('region', { name: "This sponsor's data" });
    expect(section).toHaveTextContent('everything the portal holds about this sponsor');
    await userEvent.click(within(section).getByRole('button', { name: button }));
    await waitFor(() => expect(saved).toEqual(['ana-gomez-datos-8.zip']));
    expect(await screen.findByText('Your download has started.')).toBeInTheDocument();
    const exports = api.calls.filter((call) => call.url.pathname.endsWith('/export'));
    expect(exports.map((call) => [call.method, call.url.pathname])).toEqual([
      ['GET', '/edrocks/api/sponsors/8/export'],
    ]);
  });

  for (const role of ['GLOBAL_ADMIN', 'ADMIN'] as const) {
    it(`is not offered to a ${role}`, async () => {
      signInAs(role);
      mockApi(onEndpoint(SPONSOR_ENDPOINTS.get, () => sponsor, { params: { id: 8 } }));
      renderApp(sponsorPage);
      expect(await screen.findByTestId('sponsor-name')).toHaveTextContent('Ana Gómez');
      expect(screen.queryByRole('button', { name: button })).toBeNull();
      expect(screen.queryByRole('region', { name: "This sponsor's data" })).toBeNull();
    });
  }

  it('speaks Spanish to a super admin who reads it', async () => {
    signInAs('SUPER_ADMIN', 'es-CO');
    mockApi(onEndpoint(SPONSOR_ENDPOINTS.get, () => sponsor, { params: { id: 8 } }));
    await changeLanguage('es-CO', { remember: false });
    try {
      renderApp(sponsorPage);
      const section = await screen.findByRole('region', { name: 'Datos de este padrino' });
      expect(section).toHaveTextContent('todo lo que el portal guarda sobre este padrino');
      expect(
        within(section).getByRole('button', { name: 'Descargar los datos de este padrino' }),
      ).toBeEnabled();
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
  });
});
