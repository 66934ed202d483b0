// The terms and conditions and the privacy policy (public).
import { definePortalModule } from '../../platform';
import { policyRoutes } from './policy.routes';

export const policyModule = definePortalModule('policy', async (app) => {
  policyRoutes(app);
});

// The versions a sign-up records as accepted.
export { PRIVACY_VERSION, TERMS_VERSION } from './policy-texts';
