// /edrocks/api/schools and /edrocks/api/villages: the same endpoints for both kinds (list,
// export, details, create, update, new registration code). Registered once per kind.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  createPlaceBodySchema,
  formatMessage,
  placeExportQuerySchema,
  placeIdParamsSchema,
  placeListQuerySchema,
  placePageSchema,
  placeSchema,
  updatePlaceBodySchema,
  type MessageKey,
  type PlaceExportColumn,
  type PlaceKind,
} from '@portal/shared';
import { z } from 'zod';
import { sendExport, type ExportColumn } from '../../lib/export';
import { resolveLanguage } from '../../lib/language';
import { errorResponses, noStore } from '../../lib/schemas';
import { getAuth, type RequireAccess } from '../../plugins/auth';
import { PLACE_AREAS, type PlaceRecord } from './places.repo';
import type { PlacesService } from './places.service';

const PATHS = {
  school: {
    list: API.schools,
    export: API.schoolsExport,
    one: API.school,
    code: API.schoolRegistrationCode,
    fileName: 'placesExport.schoolsFileName',
    tag: 'schools',
  },
  village: {
    list: API.villages,
    export: API.villagesExport,
    one: API.village,
    code: API.villageRegistrationCode,
    fileName: 'placesExport.villagesFileName',
    tag: 'villages',
  },
} as const satisfies Record<PlaceKind, Record<string, string>>;

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

export const placesRoutes: FastifyPluginAsyncZod<{
  kind: PlaceKind;
  places: PlacesService;
  requireAccess: RequireAccess;
}> = async (app, { kind, places, requireAccess }) => {
  noStore(app);
  const paths = PATHS[kind];
  const tags = [paths.tag];
  const security = [{ bearer: [] }];
  const read = requireAccess(PLACE_AREAS[kind], 'read');
  const write = requireAccess(PLACE_AREAS[kind], 'write');

  app.get(
    paths.list,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: `${paths.tag} list (paged, sorted, searched, filtered; admins see their assigned ones)`,
        querystring: placeListQuerySchema,
        response: { 200: placePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => places.list(getAuth(request), kind, request.query),
  );

  app.get(
    paths.export,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: `The filtered ${paths.tag} list as CSV or Excel`,
        querystring: placeExportQuerySchema,
        response: {
          200: z.unknown().describe('A CSV (text/csv) or Excel (xlsx) file'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      const language = resolveLanguage(request.headers['accept-language']);
      const t = (key: MessageKey) => formatMessage(language, key);
      const { format, ...query } = request.query;
      return sendExport(reply, {
        format,
        fileName: `${t(paths.fileName)}-${new Date().toISOString().slice(0, 10)}`,
        columns: exportColumns(t),
        rows: places.exportRows(getAuth(request), kind, query),
      });
    },
  );

  app.get(
    paths.one,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: `One of the ${paths.tag} (404 outside an admin's assignments)`,
        params: placeIdParamsSchema,
        response: { 200: placeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => places.get(getAuth(request), kind, request.params.id),
  );

  app.post(
    paths.list,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: `Creates one of the ${paths.tag}, with a generated registration code`,
        body: createPlaceBodySchema,
        response: { 201: placeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const place = await places.create(getAuth(request), kind, request.body);
      return reply.code(201).send(place);
    },
  );

  app.patch(
    paths.one,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: `Changes name, country, state, enabled or registration enabled`,
        params: placeIdParamsSchema,
        body: updatePlaceBodySchema,
        response: { 200: placeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => places.update(getAuth(request), kind, request.params.id, request.body),
  );

  app.post(
    paths.code,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Replaces the registration code (the old one stops working)',
        params: placeIdParamsSchema,
        response: { 200: placeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => places.regenerateCode(getAuth(request), kind, request.params.id),
  );
};
