// GET /edrocks/public/policy: the terms and conditions and the privacy policy, for the `/policy`
// page and the sign-up form. Public: people read them before they have an account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, policyQuerySchema, policyResponseSchema, type PolicyResponse } from '@portal/shared';
import { resolveLanguage } from '../../lib/language';
import { errorResponses } from '../../lib/schemas';
import { POLICY_TEXTS } from './policy-texts';

export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.policy,
    {
      schema: {
        tags: ['policy'],
        summary: 'Terms and conditions and privacy policy (current versions)',
        querystring: policyQuerySchema,
        response: { 200: policyResponseSchema, ...errorResponses(400) },
      },
    },
    (request): PolicyResponse => {
      const language =
        request.query.language ?? resolveLanguage(request.headers['accept-language']);
      return { language, ...POLICY_TEXTS[language] };
    },
  );
};
