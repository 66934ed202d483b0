// /edrocks/api/people/{userId}/export, /edrocks/api/me/export,
// /edrocks/api/students/{id}/export, /edrocks/api/sponsors/{id}/export and /edrocks/api/people/export-by-email (POST, the e-mail in
// the body): a person's data as a streamed ZIP, from
// PERSON_EXPORT_ENDPOINTS. Files are written as they stream, never compressed on the way.
import type { FastifyInstance } from 'fastify';
import { PERSON_EXPORT_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { PersonExportService } from './person-export.service';

export function personExportRoutes(app: FastifyInstance, service: PersonExportService): void {
  const streamed = { isStreamedFile: true };
  endpointRoute(
    app,
    ENDPOINTS.person,
    ({ auth, params, reply }) => service.exportUser(auth, params.userId, reply),
    streamed,
  );
  endpointRoute(app, ENDPOINTS.me, ({ auth, reply }) => service.exportSelf(auth, reply), streamed);
  endpointRoute(
    app,
    ENDPOINTS.student,
    ({ auth, params, reply }) => service.exportStudent(auth, params.id, reply),
    streamed,
  );
  endpointRoute(
    app,
    ENDPOINTS.sponsor,
    ({ auth, params, reply }) => service.exportSponsor(auth, params.id, reply),
    streamed,
  );
  endpointRoute(
    app,
    ENDPOINTS.byEmail,
    ({ auth, body, reply }) => service.exportByEmail(auth, body, reply),
    streamed,
  );
}
