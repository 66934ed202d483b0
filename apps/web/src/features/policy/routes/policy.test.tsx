import { SIGNUP_ENDPOINTS } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PolicyResponse, PolicyText } from '@portal/shared';
import { changeLanguage } from '../../../lib/i18n';
import { errorBody, json, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';

function text(document: 'terms' | 'privacy', title: string): PolicyText {
  return {
    document,
    title,
    version: '2026-11-22',
    effectiveDate: '2026-11-22',
    needsReview: true,
    summary: `${title} summary`,
    sections: [
      { heading: `1. First part of ${document}`, paragraphs: ['One.', 'Two.'] },
      { heading: `2. Second part of ${document}`, paragraphs: ['Three.'] },
    ],
  };
}

function policy(language: 'en-US' | 'es-CO'): PolicyResponse {
  return language === 'en-US'
    ? {
        language,
        terms: text('terms', 'Terms and conditions'),
        privacy: text('privacy', 'Privacy policy'),
      }
    : {
        language,
        terms: text('terms', 'Términos y condiciones'),
        privacy: text('privacy', 'Política de privacidad'),
      };
}

describe('policy page', () => {
  it('shows both texts with headings and a table of contents, in the active language', async () => {
    const api = mockApi(
      onEndpoint(SIGNUP_ENDPOINTS.policy, (call) =>
        json(200, policy(call.url.searchParams.get('language') === 'es-CO' ? 'es-CO' : 'en-US')),
      ),
    );
    renderApp('/policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: '2. Second part of privacy' }),
    ).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents).toHaveTextContent('1. First part of terms');
    expect(
      screen.getAllByText('The programme is still reviewing this text and may update it.'),
    ).toHaveLength(2);
    expect(screen.getAllByText(/In effect from November 22, 2026/)).toHaveLength(2);
    expect(api.calls[0]?.url.searchParams.get('language')).toBe('en-US');

    await changeLanguage('es-CO', { remember: false });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Términos y condiciones' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Términos y privacidad' }),
    ).toBeInTheDocument();
  });

  it('moves to a section from the contents', async () => {
    mockApi(onEndpoint(SIGNUP_ENDPOINTS.policy, () => json(200, policy('en-US'))));
    Element.prototype.scrollIntoView = () => undefined;
    const user = userEvent.setup();
    renderApp('/policy');
    const link = await screen.findByRole('link', { name: '2. Second part of terms' });
    await user.click(link);
    expect(
      screen.getByRole('heading', { level: 3, name: '2. Second part of terms' }),
    ).toHaveFocus();
  });

  it('offers "Try again" when the texts cannot be loaded', async () => {
    let shouldFail = true;
    mockApi(
      onEndpoint(SIGNUP_ENDPOINTS.policy, () =>
        shouldFail
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable')
          : json(200, policy('en-US')),
      ),
    );
    const user = userEvent.setup();
    renderApp('/policy');
    expect(await screen.findByTestId('policy-error')).toBeInTheDocument();
    shouldFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('policy-content')).toBeInTheDocument());
  });
});
