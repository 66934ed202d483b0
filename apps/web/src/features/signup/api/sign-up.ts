// POST /edrocks/public/signup: creates the account with a registration code. The answer is the
// login's ({access, refresh, data}), so the person is signed in at once through the session
// store, and the portal switches to the language they chose.
import { API, type AuthResponse, type SignupBody, type UserData } from '@portal/shared';
import { httpRequest } from '../../../lib/http';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';

export async function signUp(body: SignupBody): Promise<UserData> {
  const response = await httpRequest<AuthResponse>(API.signup, { method: 'POST', body });
  const user = session.adoptAuthResponse(response);
  await changeLanguage(user.language);
  return user;
}
