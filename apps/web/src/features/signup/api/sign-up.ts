// POST /edrocks/public/signup: creates the account with a registration code. The answer is the
// login's ({access, refresh, data}), so the person is signed in at once through the session
// store, and the portal switches to the language they chose. The browser's id goes with it (a
// sponsor's sign-up is their first sign-in source).
import { SIGNUP_ENDPOINTS, type SignupBody, type UserData } from '@portal/shared';
import { isMobileBuild } from '../../../config/env';
import { callPublicEndpoint } from '../../../lib/call-endpoint';
import { deviceId } from '../../../lib/device-id';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';

export async function signUp(body: SignupBody): Promise<UserData> {
  const response = await callPublicEndpoint(SIGNUP_ENDPOINTS.signup, {
    // The phone build says so: only sponsors sign up there (a student's code is refused).
    body: { ...body, deviceId: deviceId(), ...(isMobileBuild ? { mobile: true } : {}) },
  });
  const user = session.adoptAuthResponse(response);
  await changeLanguage(user.language);
  return user;
}
