import { PROFILE_ENDPOINTS, SIGNUP_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { errorBody, json, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { renderApp } from '../../../test/render-app';
import { settle } from '../../../test/settle';

async function fillValidForm(user: UserEvent, overrides: { confirmPassword?: string } = {}) {
  await user.type(await screen.findByLabelText('Registration code'), 'SCH-ABC123');
  await user.type(screen.getByLabelText('First name'), 'Laura');
  await user.type(screen.getByLabelText('Last name'), 'Gómez');
  await user.type(screen.getByLabelText('E-mail'), 'Laura@Example.org');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.type(
    screen.getByLabelText('Confirm password'),
    overrides.confirmPassword ?? 'a-long-password',
  );
  await user.selectOptions(screen.getByLabelText('Month'), 'March');
  await user.type(screen.getByLabelText('Day'), '14');
  await user.type(screen.getByLabelText('Year'), '2010');
  await user.click(
    screen.getByRole('checkbox', {
      name: /I accept the terms and conditions and the privacy policy/,
    }),
  );
}

function submit(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('sign-up form', () => {
  it('is reached from the login page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signup');
  });

  it("shows the seed's validation messages under the fields", async () => {
    const user = userEvent.setup();
    renderApp('/auth/signup');
    const code = await screen.findByLabelText('Registration code');
    await user.click(code);
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Min 8 characters')).toBeInTheDocument();

    await submit(user);
    expect(
      await screen.findByText('You must accept the terms and conditions and the privacy policy'),
    ).toBeInTheDocument();
  });

  it('says when the passwords do not match, and sends nothing', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await fillValidForm(user, { confirmPassword: 'another-password' });
    await submit(user);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('validates in Spanish too', async () => {
    await changeLanguage('es-CO', { remember: false });
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await user.click(await screen.findByRole('button', { name: 'Crear mi cuenta' }));
    expect((await screen.findAllByText('Obligatorio')).length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    [
      'REGISTRATION_CODE_INVALID',
      'errors.registrationCodeInvalid',
      /registration code cannot be used/,
    ],
    [
      'REGISTRATION_CODE_SPONSORS_ONLY',
      'errors.registrationCodeSponsorsOnly',
      /This app is for sponsors\. Students sign up with this code on the portal website\./,
    ],
  ])('shows %s under the code field and keeps what was typed', async (code, key, text) => {
    mockApi(onEndpoint(SIGNUP_ENDPOINTS.signup, () => errorBody(400, code, key)));
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await fillValidForm(user);
    await submit(user);
    const field = screen.getByLabelText('Registration code');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toMatch(text);
    expect(message?.textContent).not.toBe(key);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('SCH-ABC123');
    expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
    expect(session.getState().authenticated).toBe(0);
  });

  it('shows "Email is already registered" under the e-mail field', async () => {
    mockApi(
      onEndpoint(SIGNUP_ENDPOINTS.signup, () =>
        errorBody(409, 'EMAIL_ALREADY_REGISTERED', 'errors.emailAlreadyRegistered'),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('says when too many attempts were made', async () => {
    mockApi(
      onEndpoint(SIGNUP_ENDPOINTS.signup, () =>
        errorBody(429, 'TOO_MANY_SIGNUP_ATTEMPTS', 'errors.tooManySignupAttempts', {
          retryAfterSeconds: 900,
          params: { minutes: 15 },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/15/);
  });

  it('signs the new person in and opens the portal', async () => {
    const created = makeUser({
      id: 42,
      role: 'SPONSOR',
      email: 'laura@example.org',
      firstName: 'Laura',
      lastName: 'Gómez',
      fullName: 'Laura Gómez',
    });
    const api = mockApi(
      onEndpoint(SIGNUP_ENDPOINTS.signup, () =>
        json(201, { access: makeAccessToken(60 * 60 * 1000, 42), refresh: 'r-1', data: created }),
      ),
      onEndpoint(PROFILE_ENDPOINTS.get, () => created),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth/signup?code=SCH-FROM-LINK');
    expect(await screen.findByLabelText('Registration code')).toHaveValue('SCH-FROM-LINK');
    await user.clear(screen.getByLabelText('Registration code'));
    await fillValidForm(user);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks'));
    expect(session.getState().authenticated).toBe(2);
    expect(session.getState().userData?.id).toBe(42);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'SCH-ABC123',
      firstName: 'Laura',
      lastName: 'Gómez',
      email: 'laura@example.org',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
      birthdate: '2010-03-14',
      language: 'en-US',
      acceptTerms: true,
      deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
    });
  });
});

describe('the date of birth', () => {
  it('is asked of everyone, as day, month and year in the order of the language', async () => {
    const user = userEvent.setup();
    renderApp('/auth/signup');
    const group = await screen.findByRole('group', { name: /Date of birth/ });
    const labels = within(group)
      .getAllByRole('textbox')
      .concat(within(group).getAllByRole('combobox'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((input) => input.getAttribute('autocomplete'));
    expect(labels).toEqual(['bday-month', 'bday-day', 'bday-year']);
    expect(within(group).getByRole('option', { name: 'March' })).toBeInTheDocument();
    // Required, said once the whole group is left; a part missing is not a date.
    await user.click(within(group).getByLabelText('Month'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(await within(group).findByText('Required')).toBeInTheDocument();
    await user.type(within(group).getByLabelText('Day'), '31');
    await user.selectOptions(within(group).getByLabelText('Month'), 'February');
    await user.type(within(group).getByLabelText('Year'), '2010');
    await user.tab();
    expect(await within(group).findByText('Enter a valid date')).toBeInTheDocument();
    expect(within(group).getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows Spanish order and month names', async () => {
    await changeLanguage('es-CO', { remember: false });
    renderApp('/auth/signup');
    const group = await screen.findByRole('group', { name: /Fecha de nacimiento/ });
    const fields = Array.from(group.querySelectorAll('input, select')).map((input) =>
      input.getAttribute('autocomplete'),
    );
    expect(fields).toEqual(['bday-day', 'bday-month', 'bday-year']);
    expect(within(group).getByRole('option', { name: 'marzo' })).toBeInTheDocument();
  });

  it("shows the server's refusal under it: a sponsor's age", async () => {
    mockApi(
      onEndpoint(SIGNUP_ENDPOINTS.signup, () =>
        errorBody(400, 'VALIDATION_ERROR', 'errors.validation', {
          issues: [{ path: 'birthdate', message: 'validation.sponsorAge|{"min":10,"max":100}' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await fillValidForm(user);
    await submit(user);
    const group = screen.getByRole('group', { name: /Date of birth/ });
    expect(
      await within(group).findByText('Check the date: a sponsor is between 10 and 100 years old'),
    ).toBeInTheDocument();
    expect(within(group).getByLabelText('Month')).toHaveFocus();
    expect(within(group).getByLabelText('Year')).toHaveValue('2010');
  });
});

describe('sign-up language', () => {
  it('follows the page language until the person picks one', async () => {
    const user = userEvent.setup();
    renderApp('/auth/signup');
    const select = await screen.findByLabelText('Preferred language');
    expect(select).toHaveValue('en-US');
    await changeLanguage('es-CO', { remember: false });
    await waitFor(() => expect(screen.getByLabelText('Idioma preferido')).toHaveValue('es-CO'));
    await user.selectOptions(screen.getByLabelText('Idioma preferido'), 'en-US');
    await changeLanguage('en-US', { remember: false });
    await changeLanguage('es-CO', { remember: false });
    await screen.findByLabelText('Idioma preferido');
    await settle();
    expect(screen.getByLabelText('Idioma preferido')).toHaveValue('en-US');
  });
});
