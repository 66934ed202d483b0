// POST /edrocks/public/auth/ (sign in). The session store sends the request, because it owns
// the tokens it returns (lib/session); this hook adds what signing in means for the UI: the
// user's own language from their profile.
import { useCallback } from 'react';
import type { LoginBody, UserData } from '@portal/shared';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';

export function logIn(body: LoginBody): Promise<UserData> {
  return session.logIn(body);
}

export function useLogIn(): (body: LoginBody) => Promise<UserData> {
  return useCallback(async (body: LoginBody) => {
    const user = await logIn(body);
    await changeLanguage(user.language);
    return user;
  }, []);
}
