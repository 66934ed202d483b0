// POST /edrocks/public/signup: create an account with a registration code and sign in at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, authResponseSchema, signupBodySchema } from '@portal/shared';
import { errorResponses, noStore } from '../../lib/schemas';
import type { SignupService } from './signup.service';

export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupService }> = async (
  app,
  { signup },
) => {
  noStore(app);
  app.post(
    API.signup,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up with a school or village registration code (answers like sign-in)',
        body: signupBodySchema,
        response: { 201: authResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await signup.signup(request.body, request.ip)),
  );
};
