// /edrocks/api/sponsorships: the year's pairings, pairing and ending, the students a sponsor may
// choose, and the sponsor's hold; from the contracts in packages/shared/src/schemas/sponsorships.ts.
import type { FastifyInstance } from 'fastify';
import { SPONSORSHIP_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { SponsorshipService } from './sponsorship.service';

export function sponsorshipRoutes(app: FastifyInstance, sponsorship: SponsorshipService): void {
  endpointRoute(app, ENDPOINTS.list, ({ auth, query }) => sponsorship.list(auth, query));
  endpointRoute(app, ENDPOINTS.create, ({ auth, body }) => sponsorship.create(auth, body));
  endpointRoute(app, ENDPOINTS.end, ({ auth, params, query }) =>
    sponsorship.end(auth, params.id, query.reason),
  );
  endpointRoute(app, ENDPOINTS.sponsorableStudents, ({ auth, query }) =>
    sponsorship.sponsorable(auth, query),
  );
  endpointRoute(app, ENDPOINTS.getHold, ({ auth }) => sponsorship.getHold(auth));
  endpointRoute(app, ENDPOINTS.hold, ({ auth, body }) => sponsorship.hold(auth, body.studentId));
  endpointRoute(app, ENDPOINTS.releaseHold, ({ auth }) => sponsorship.releaseHold(auth));
}
