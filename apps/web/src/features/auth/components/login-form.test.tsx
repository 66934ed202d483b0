import { AUTH_ENDPOINTS } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deviceId } from '../../../lib/device-id';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

describe('login form', () => {
  it('shows translated validation messages as soon as a field is left', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const email = await screen.findByLabelText(/^E-mail/);
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('validates in Spanish too', async () => {
    await changeLanguage('es-CO', { remember: false });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Obligatorio')).toHaveLength(2);
  });

  it('maps the 401 code to "Incorrect username or password" and keeps what was typed', async () => {
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.login, () =>
        errorBody(401, '_BAD_USERNAME_PASSWORD', 'errors.badUsernamePassword'),
      ),
    );
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText(/^E-mail/), 'Someone@Example.org');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(api.calls[0]?.body).toEqual({
      username: 'someone@example.org',
      password: 'wrong-password',
      // The browser's own id goes with every sign-in (decision 030).
      deviceId: deviceId(),
    });
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('Someone@Example.org');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(session.getState().authenticated).toBe(0);
  });

  it('says when too many attempts were made', async () => {
    mockApi(
      onEndpoint(AUTH_ENDPOINTS.login, () =>
        errorBody(429, 'TOO_MANY_ATTEMPTS', 'errors.tooManyAttempts', {
          retryAfterSeconds: 600,
          params: { minutes: 10 },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth');
    await user.type(await screen.findByLabelText(/^E-mail/), 'someone@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many failed sign-in attempts. Wait 10 minutes and try again.',
      ),
    );
  });
});
