// POST /edrocks/api/people/:userId/erase, /edrocks/api/students/:id/erase,
// /edrocks/api/sponsors/:id/erase and
// /edrocks/api/people/erase-by-email: the preview (`dryRun: true`) or the erasure.
import type { FastifyInstance } from 'fastify';
import { PERSON_ERASE_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { PersonEraseService } from './person-erase.service';

export function personEraseRoutes(app: FastifyInstance, service: PersonEraseService): void {
  endpointRoute(app, PERSON_ERASE_ENDPOINTS.erase, ({ auth, params, body }) =>
    service.erasePerson(auth, params.userId, body),
  );
  endpointRoute(app, PERSON_ERASE_ENDPOINTS.eraseStudent, ({ auth, params, body }) =>
    service.eraseStudent(auth, params.id, body),
  );
  endpointRoute(app, PERSON_ERASE_ENDPOINTS.eraseSponsor, ({ auth, params, body }) =>
    service.eraseSponsor(auth, params.id, body),
  );
  endpointRoute(app, PERSON_ERASE_ENDPOINTS.eraseByEmail, ({ auth, body }) =>
    service.eraseByEmail(auth, body),
  );
}
