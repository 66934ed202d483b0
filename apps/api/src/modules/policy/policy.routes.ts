// GET /edrocks/public/policy: the terms and conditions and the privacy policy, for the `/policy`
// page and the sign-up form. Public: people read them before they have an account.
import type { FastifyInstance } from 'fastify';
import { SIGNUP_ENDPOINTS, type PolicyResponse } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { resolveLanguage } from '../../lib/language';
import { POLICY_TEXTS } from './policy-texts';

export function policyRoutes(app: FastifyInstance): void {
  endpointRoute(app, SIGNUP_ENDPOINTS.policy, ({ query, request }): PolicyResponse => {
    const language = query.language ?? resolveLanguage(request.headers['accept-language']);
    return { language, ...POLICY_TEXTS[language] };
  });
}
