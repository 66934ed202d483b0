// The phone build says so when signing up (`mobile: true`), as at sign-in: the API then refuses a
// student's code before any account is made. The refusal reaches the form as the API's error.
import { SIGNUP_ENDPOINTS, type SignupBody } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { signUp } from './sign-up';

vi.mock('../../../config/env', () => ({ isMobileBuild: true, apiBaseUrl: '' }));

const BODY: SignupBody = {
  code: 'VIL-ABC123',
  firstName: 'Mateo',
  lastName: 'Quintero',
  email: 'mateo@example.org',
  password: 'a-long-password',
  confirmPassword: 'a-long-password',
  acceptTerms: true,
  language: 'en-US',
};

describe('sign-up from the phone build', () => {
  it("sends mobile: true, and a student's code comes back refused", async () => {
    const api = mockApi(
      onEndpoint(SIGNUP_ENDPOINTS.signup, () =>
        errorBody(400, 'REGISTRATION_CODE_SPONSORS_ONLY', 'errors.registrationCodeSponsorsOnly'),
      ),
    );
    const error = await signUp(BODY).catch((caught: unknown) => caught);
    expect(api.calls[0]?.body).toMatchObject({ code: 'VIL-ABC123', mobile: true });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('REGISTRATION_CODE_SPONSORS_ONLY');
  });
});
