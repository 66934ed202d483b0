// The terms and conditions and the privacy policy (public), and the record of who accepted
// which versions (policy.service.ts, for sign-up).
import { definePortalModule } from '../../platform';
import { policyRoutes } from './policy.routes';

export const policyModule = definePortalModule('policy', async (app) => {
  policyRoutes(app);
});
