// /edrocks/api/sponsors: list, export, own record, a student's sponsors, details, create, update,
// (de)activate, photo and parents or guardians (and their confirmation), from SPONSOR_ENDPOINTS.
import type { FastifyInstance } from 'fastify';
import { SPONSOR_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { listRoutes } from '../../lib/list-routes';
import { photoRoutes } from '../../lib/files/photo-routes';
import { sponsorExportColumns } from './sponsors.export';
import type { SponsorParentsService } from './sponsor-parents.service';
import type { SponsorsService } from './sponsors.service';

export function sponsorsRoutes(
  app: FastifyInstance,
  sponsors: SponsorsService,
  parents: SponsorParentsService,
): void {
  listRoutes(app, ENDPOINTS, {
    page: ({ auth, query }) => sponsors.list(auth, query),
    exportFile: ({ auth, query: { format: _format, ...filters } }) => {
      const { today, rows } = sponsors.exportSponsors(auth, filters);
      return {
        fileName: 'sponsorsExport.fileName',
        columns: (_t, language) => sponsorExportColumns(language),
        rows,
        today,
      };
    },
  });
  endpointRoute(app, ENDPOINTS.own, ({ auth }) => sponsors.getOwn(auth));
  endpointRoute(app, ENDPOINTS.mySponsors, ({ auth }) => sponsors.getMySponsors(auth));
  endpointRoute(app, ENDPOINTS.get, ({ auth, params }) => sponsors.getSponsor(auth, params.id));
  endpointRoute(app, ENDPOINTS.create, ({ auth, body }) => sponsors.createSponsor(auth, body));
  endpointRoute(app, ENDPOINTS.update, ({ auth, params, body }) =>
    sponsors.updateSponsor(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.deactivate, ({ auth, params }) =>
    sponsors.setActive(auth, params.id, false),
  );
  endpointRoute(app, ENDPOINTS.activate, ({ auth, params }) =>
    sponsors.setActive(auth, params.id, true),
  );
  photoRoutes(app, ENDPOINTS, {
    kind: 'sponsor',
    idOf: (params) => params?.id ?? 0,
    refuseChange: (auth, id) => sponsors.refuseOwnPhotoChange(auth, id),
    load: (auth, id) => sponsors.getSponsor(auth, id),
  });
  endpointRoute(app, ENDPOINTS.listParents, ({ auth, params }) =>
    parents.listParents(auth, params.id),
  );
  endpointRoute(app, ENDPOINTS.createParent, ({ auth, params, body }) =>
    parents.createParent(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.updateParent, ({ auth, params, body }) =>
    parents.updateParent(auth, params.id, params.parentId, body),
  );
  endpointRoute(app, ENDPOINTS.deleteParent, ({ auth, params }) =>
    parents.deleteParent(auth, params.id, params.parentId),
  );
  endpointRoute(app, ENDPOINTS.confirmParent, ({ auth, params, body }) =>
    parents.confirmParent(auth, params.id, params.parentId, body),
  );
}
