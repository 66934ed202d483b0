// POST /edrocks/public/signup: creates the account with a registration code. The answer is the
// login's ({access, refresh, data}), so the person is signed in at once through the session
// store, and the portal switches to the language they chose.
import { SIGNUP_ENDPOINTS, type SignupBody, type UserData } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';

export async function signUp(body: SignupBody): Promise<UserData> {
  const response = await callPublicEndpoint(SIGNUP_ENDPOINTS.signup, { body });
  const user = session.adoptAuthResponse(response);
  await changeLanguage(user.language);
  return user;
}
