import { PROFILE_ENDPOINTS, SIGNUP_ENDPOINTS } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { errorBody, json, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { renderApp } from '../../../test/render-app';

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
    expect((await screen.findAllByText('Obligatorio')).length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    [
      'REGISTRATION_CODE_INVALID',
      'errors.registrationCodeInvalid',
      /registration code cannot be used/,
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
      language: 'en-US',
      acceptTerms: true,
    });
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Idioma preferido')).toHaveValue('en-US');
  });
});
