import { PARENT_AGREEMENT_ENDPOINTS, type PublicAgreement } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { deviceId } from '../../../lib/device-id';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';

function pageIn(language: 'en-US' | 'es-CO'): PublicAgreement {
  return {
    language,
    parentLanguage: 'es-CO',
    sponsorName: 'Sofía Núñez',
    parentName: 'María Núñez',
    relationship: 'mother',
    texts: [
      {
        versionId: language === 'en-US' ? 5 : 6,
        title: language === 'en-US' ? 'Parent consent' : 'Autorización',
        text:
          language === 'en-US'
            ? 'I allow my child to take part.\n\nSecond paragraph.'
            : 'Autorizo a mi hija a participar.',
      },
    ],
    expiresAt: '2026-12-09T12:00:00Z',
  };
}

describe('the parent agreement page', () => {
  it("opens in the parent's language, then follows the language switch", async () => {
    const { calls } = mockApi(
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicAgreement, ({ url }) =>
        pageIn(url.searchParams.get('language') === 'en-US' ? 'en-US' : 'es-CO'),
      ),
    );
    renderApp(`/agreement/${KEY}`);
    expect(await screen.findByText('Autorizo a mi hija a participar.')).toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('es-CO'));
    expect(await screen.findByRole('heading', { name: 'Autorización de padres' })).toBeVisible();
    expect(screen.getByText(/Sofía Núñez quiere apadrinar/)).toBeInTheDocument();
    // Remembered for this browser: a later visit (the link then says it is signed) reads the same.
    expect(localStorage.getItem('portal.language')).toBe('es-CO');
    await changeLanguage('en-US');
    expect(await screen.findByText(/I allow my child to take part/)).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('language')).toBe('en-US');
  });

  it('refuses an empty drawing, then signs with a typed signature and says thank you', async () => {
    await changeLanguage('en-US');
    const { calls } = mockApi(
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicAgreement, () => pageIn('en-US')),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicSign, () => ({
        signedAt: '2026-11-25T12:00:00Z',
        signatureIds: [1],
      })),
    );
    const user = userEvent.setup();
    renderApp(`/agreement/${KEY}`);
    const name = await screen.findByLabelText('Your full name');
    expect(name).toHaveValue('María Núñez');
    expect(screen.getByLabelText('Your relationship to Sofía Núñez')).toHaveValue('mother');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Draw or type your signature')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Type my signature' }));
    await user.type(screen.getByLabelText('Type your full name as your signature'), 'María Núñez');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const done = await screen.findByTestId('signed');
    expect(done).toHaveTextContent('The agreement is signed.');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      versionIds: [5],
      signerName: 'María Núñez',
      relationship: 'mother',
      signature: { kind: 'typed', text: 'María Núñez' },
      // The browser's own id: signed where the sponsor signs in, a coordinator checks it.
      deviceId: deviceId(),
    });
  });

  it('keeps what was typed when the server refuses the typed name', async () => {
    await changeLanguage('en-US');
    mockApi(
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicAgreement, () => pageIn('en-US')),
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicSign, () =>
        errorBody(422, 'AGREEMENT_NAME_MISMATCH', 'errors.agreementNameMismatch', {
          params: { name: 'María Núñez' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/agreement/${KEY}`);
    await user.click(await screen.findByRole('radio', { name: 'Type my signature' }));
    const typed = screen.getByLabelText('Type your full name as your signature');
    await user.type(typed, 'Someone');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      await screen.findByText('Type your full name as it appears on your profile: María Núñez'),
    ).toBeInTheDocument();
    expect(typed).toHaveValue('Someone');
    expect(typed).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the link was already used, and when it expired', async () => {
    await changeLanguage('en-US');
    mockApi(
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicAgreement, () =>
        errorBody(410, 'AGREEMENT_LINK_USED', 'errors.agreementLinkUsed'),
      ),
    );
    const { unmount } = renderApp(`/agreement/${KEY}`);
    const used = await screen.findByTestId('link-state');
    expect(within(used).getByRole('heading', { name: 'Already signed' })).toBeInTheDocument();
    expect(used).toHaveTextContent('This agreement is already signed. Thank you!');
    unmount();

    mockApi(
      onEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicAgreement, () =>
        errorBody(410, 'AGREEMENT_LINK_EXPIRED', 'errors.agreementLinkExpired'),
      ),
    );
    renderApp(`/agreement/${KEY}`);
    expect(await screen.findByTestId('link-state')).toHaveTextContent(
      'This link has expired. Ask the sponsor for a new one.',
    );
  });
});
