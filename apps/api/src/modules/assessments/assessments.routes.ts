// /edrocks/api/assessments and /edrocks/api/sponsors/{id}/assessments: the sponsor's own
// assessments and the coordinators' reading and returning of them; from the contracts in
// packages/shared/src/schemas/assessments.ts.
import type { FastifyInstance } from 'fastify';
import { ASSESSMENT_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AssessmentsService } from './assessments.service';

export function assessmentsRoutes(app: FastifyInstance, assessments: AssessmentsService): void {
  endpointRoute(app, ENDPOINTS.mine, ({ auth }) => assessments.mine(auth));
  endpointRoute(app, ENDPOINTS.saveDraft, ({ auth, params, body }) =>
    assessments.saveDraft(auth, params.part, body.text),
  );
  endpointRoute(app, ENDPOINTS.submit, ({ auth, params, body }) =>
    assessments.submit(auth, params.part, body.text),
  );
  endpointRoute(app, ENDPOINTS.ofSponsor, ({ auth, params, query }) =>
    assessments.ofSponsor(auth, params.id, query.periodId),
  );
  endpointRoute(app, ENDPOINTS.returnPart, ({ auth, params, body }) =>
    assessments.returnPart(auth, params.id, params.part, body),
  );
}
