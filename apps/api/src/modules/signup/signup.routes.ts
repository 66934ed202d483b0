// POST /edrocks/public/signup: create an account with a registration code and sign in at once.
import type { FastifyInstance } from 'fastify';
import { SIGNUP_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { SignupService } from './signup.service';

export function signupRoutes(app: FastifyInstance, signup: SignupService): void {
  endpointRoute(app, SIGNUP_ENDPOINTS.signup, ({ body, request }) =>
    signup.signup(body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
}
