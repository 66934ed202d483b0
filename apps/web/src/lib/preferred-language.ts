// One language choice per person: the language switch of a signed-in user also changes their
// profile's preferred language, which the server writes their e-mails in (and which signing in
// on another browser starts with). Loaded with the switch's first use: the sign-in page's code
// does not carry it. It names the path PROFILE_ENDPOINTS.setLanguage is built on, not the
// contract, whose file brings the profile's schemas (the shell loads no validator: decision 028).
import { API, type Language, type SetLanguageBody, type UserData } from '@portal/shared';
import { apiRequest } from './api-client';
import { getErrorMessage } from './errors';
import { ensureSharedMessages, i18n } from './i18n';
import { notify } from './notify';
import { session } from './session';

/** Keeps `language` in the signed-in user's profile; nothing to do when signed out or same. */
export async function keepLanguageInProfile(language: Language): Promise<void> {
  const { userData } = session.getState();
  if (!userData || userData.language === language) return;
  try {
    const body: SetLanguageBody = { language };
    const user = await apiRequest<UserData>(API.meLanguage, { method: 'PUT', body });
    // Still the same person (no sign-out or another sign-in meanwhile).
    if (session.getState().userData?.id === user.id) session.setUserData(user);
  } catch (error) {
    // The screens switched; the profile (and so the e-mails) did not: say so.
    await ensureSharedMessages();
    notify.error(
      `${i18n.t('languages.notKept')} ${getErrorMessage(error, i18n.t.bind(i18n))}`.trim(),
    );
  }
}
