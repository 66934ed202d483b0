// /edrocks/api/schools and /edrocks/api/villages: the same endpoints for both kinds (list,
// export, details, create, update, new registration code), from the contracts in
// packages/shared/src/schemas/places-endpoints.ts. Registered once per kind.
import type { FastifyInstance } from 'fastify';
import {
  PLACE_ENDPOINTS,
  type MessageKey,
  type PlaceExportColumn,
  type PlaceKind,
} from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ExportColumn } from '../../lib/export';
import { listRoutes } from '../../lib/list-routes';
import type { PlaceRecord } from './places.repo';
import type { PlacesService } from './places.service';

const FILE_NAMES = {
  school: 'placesExport.schoolsFileName',
  village: 'placesExport.villagesFileName',
} as const satisfies Record<PlaceKind, MessageKey>;

function exportColumns(t: (key: MessageKey) => string): ExportColumn<PlaceRecord>[] {
  const yesNo = (value: boolean) => t(value ? 'placesExport.yes' : 'placesExport.no');
  const values: Record<PlaceExportColumn, ExportColumn<PlaceRecord>['value']> = {
    name: (row) => row.name,
    country: (row) => row.countryName,
    state: (row) => row.stateName,
    enabled: (row) => yesNo(row.enabled),
    registrationEnabled: (row) => yesNo(row.registrationEnabled),
    registrationCode: (row) => row.registrationCode,
    createdAt: (row) => row.createdAt,
  };
  return Object.entries(values).map(([column, value]) => ({
    header: t(`placesExport.${column as PlaceExportColumn}`),
    value,
  }));
}

export function placesRoutes(app: FastifyInstance, kind: PlaceKind, places: PlacesService): void {
  const endpoints = PLACE_ENDPOINTS[kind];
  listRoutes(app, endpoints, {
    page: ({ auth, query }) => places.list(auth, kind, query),
    exportFile: ({ auth, query: { format: _format, ...filters } }) => ({
      fileName: FILE_NAMES[kind],
      columns: exportColumns,
      rows: places.exportRows(auth, kind, filters),
    }),
  });
  endpointRoute(app, endpoints.get, ({ auth, params }) => places.get(auth, kind, params.id));
  endpointRoute(app, endpoints.create, ({ auth, body }) => places.create(auth, kind, body));
  endpointRoute(app, endpoints.update, ({ auth, params, body }) =>
    places.update(auth, kind, params.id, body),
  );
  endpointRoute(app, endpoints.newRegistrationCode, ({ auth, params }) =>
    places.regenerateCode(auth, kind, params.id),
  );
}
