// The guardian's authorisation on a student's page: missing (a warning and the form, which asks
// for the day and the file before sending), recorded (the day, who, the document, replace and a
// confirmed withdraw), in both languages; nothing of it for a reader.
import { STUDENT_ENDPOINTS, type GuardianAuthorisation, type StudentDetails } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';

const DETAILS: StudentDetails = {
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
  school: null,
  village: { id: 3, name: 'La Esperanza' },
  photoUrl: null,
  country: { id: 1, code: 'CO', name: 'Colombia' },
  externalId: null,
  leadershipDistinction: false,
  photoFileId: null,
  userId: null,
  sponsors: [],
  paired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const ON_FILE: GuardianAuthorisation = {
  signedOn: '2026-02-01',
  recordedAt: '2026-02-03T15:00:00.000Z',
  recordedBy: { id: 4, name: 'Marta Ruiz' },
  document: {
    fileId: 77,
    name: 'autorizacion.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    url: '/edrocks/api/files/77?exp=1&sid=a&sig=b',
  },
};

afterEach(() => queryClient.clear());

describe("a student's guardian authorisation", () => {
  it('warns when it is missing and records the day and the signed document', async () => {
    let answer: { authorisation: GuardianAuthorisation | null } = { authorisation: null };
    const api = mockApi(
      onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, DETAILS), { params: { id: 12 } }),
      onEndpoint(STUDENT_ENDPOINTS.getGuardianAuthorisation, () => answer, { params: { id: 12 } }),
      onEndpoint(
        STUDENT_ENDPOINTS.recordGuardianAuthorisation,
        () => {
          answer = { authorisation: ON_FILE };
          return answer;
        },
        { params: { id: 12 } },
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/students/12/details');
    const section = await screen.findByRole('region', { name: "Guardian's authorisation" });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      /No authorisation from the guardian is on file/,
    );
    await user.click(within(section).getByRole('button', { name: 'Save authorisation' }));
    expect(within(section).getByText('Enter the day the guardian signed.')).toBeVisible();
    expect(within(section).getByText('Choose the signed document.')).toBeVisible();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.type(within(section).getByLabelText(/Day the guardian signed/), '2026-02-01');
    await user.upload(
      screen.getByTestId('guardian-file-input'),
      new File(['%PDF-1.4'], 'autorizacion.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Save authorisation' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url.href).toMatch(
      /\/edrocks\/api\/students\/12\/guardian-authorisation\?signedOn=2026-02-01$/,
    );
    expect(await within(section).findByText(/On file: signed on Feb 1, 2026\./)).toBeVisible();
    expect(within(section).getByText(/Recorded by Marta Ruiz/)).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Open the signed document (autorizacion.pdf)' }),
    ).toHaveAttribute('href', ON_FILE.document.url);
  });

  it('withdraws it after a confirmation', async () => {
    const api = mockApi(
      onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, DETAILS), { params: { id: 12 } }),
      onEndpoint(STUDENT_ENDPOINTS.getGuardianAuthorisation, () => ({ authorisation: ON_FILE }), {
        params: { id: 12 },
      }),
      onEndpoint(STUDENT_ENDPOINTS.removeGuardianAuthorisation, () => json(204), {
        params: { id: 12 },
      }),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/students/12/details');
    const section = await screen.findByRole('region', { name: "Guardian's authorisation" });
    await user.click(await within(section).findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Withdraw the guardian's authorisation?",
    });
    expect(dialog).toHaveTextContent(/José Pérez shows as missing/);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await within(section).findByText(/No authorisation from the guardian/)).toBeVisible();
  });

  it('speaks Spanish', async () => {
    mockApi(
      onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, DETAILS), { params: { id: 12 } }),
      onEndpoint(STUDENT_ENDPOINTS.getGuardianAuthorisation, () => ({ authorisation: ON_FILE }), {
        params: { id: 12 },
      }),
    );
    await changeLanguage('es-CO', { remember: false });
    try {
      signIn({ role: 'ADMIN' });
      renderApp('/edrocks/students/12/details');
      const section = await screen.findByRole('region', { name: 'Autorización del acudiente' });
      expect(await within(section).findByText(/En el archivo: firmada el/)).toBeVisible();
      expect(within(section).getByRole('button', { name: 'Retirar' })).toBeVisible();
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
  });

  it('is not shown to the student themselves', async () => {
    const api = mockApi(
      onEndpoint(STUDENT_ENDPOINTS.get, () => json(200, DETAILS), { params: { id: 12 } }),
    );
    signIn({ role: 'STUDENT' });
    renderApp('/edrocks/students/12/details');
    expect(await screen.findByTestId('student-name')).toHaveTextContent('José Pérez');
    expect(screen.queryByTestId('guardian')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname.includes('guardian'))).toBe(false);
  });
});
