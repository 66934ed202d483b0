// One language choice per person: the switch changes the screens, and for a signed-in user the
// profile's preferred language too (the e-mails are written in it).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_ENDPOINTS } from '@portal/shared';
import { getLanguage, LANGUAGE_STORAGE_KEY } from '../lib/i18n';
import { notify } from '../lib/notify';
import { session } from '../lib/session';
import { json, mockApi, onEndpoint } from '../test/api-mock';
import { makeUser } from '../test/fake-session';
import { signIn } from '../test/render-app';
import { LanguageSwitch } from './language-switch';

async function switchTo(name: string) {
  const user = userEvent.setup();
  render(<LanguageSwitch />);
  await user.click(screen.getByTestId('language-switch'));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('the language switch', () => {
  it("keeps a signed-in user's choice in the profile and in the browser", async () => {
    signIn({ id: 5, language: 'en-US' });
    const { calls } = mockApi(
      onEndpoint(PROFILE_ENDPOINTS.setLanguage, ({ body }) =>
        makeUser({ id: 5, language: (body as { language: 'es-CO' }).language }),
      ),
    );
    await switchTo('Español');
    await waitFor(() => expect(getLanguage()).toBe('es-CO'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-CO');
    await waitFor(() => expect(session.getState().userData?.language).toBe('es-CO'));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/edrocks/api/me/language', { language: 'es-CO' }],
    ]);
  });

  it('says so when the profile could not keep it', async () => {
    signIn({ id: 5, language: 'en-US' });
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    mockApi(onEndpoint(PROFILE_ENDPOINTS.setLanguage, () => json(500, {})));
    await switchTo('Español');
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.stringMatching(/^Su perfil conserva el idioma anterior/),
      ),
    );
    expect(session.getState().userData?.language).toBe('en-US');
  });

  it('asks nothing of the server when signed out', async () => {
    const { calls } = mockApi();
    await switchTo('Español');
    await waitFor(() => expect(getLanguage()).toBe('es-CO'));
    expect(calls).toEqual([]);
  });
});
