// Schools and villages: the endpoints under PLACE_PATHS.schools and PLACE_PATHS.villages, the same six for each
// kind (the list in places.ts' header), apart from the schemas they name so that the web's build
// can keep each endpoint's method and path without the schemas (apps/web/web-contracts-plugin.ts).
import { PLACE_PATHS } from './places-constants';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import {
  createPlaceBodySchema,
  placeExportQuerySchema,
  placeIdParamsSchema,
  placeListQuerySchema,
  placePageSchema,
  placeSchema,
  updatePlaceBodySchema,
} from './places';
import type { PlaceKind } from './places-constants';

const KIND_PATHS = {
  school: {
    list: PLACE_PATHS.schools,
    export: PLACE_PATHS.schoolsExport,
    one: PLACE_PATHS.school,
    code: PLACE_PATHS.schoolRegistrationCode,
    area: 'schools',
  },
  village: {
    list: PLACE_PATHS.villages,
    export: PLACE_PATHS.villagesExport,
    one: PLACE_PATHS.village,
    code: PLACE_PATHS.villageRegistrationCode,
    area: 'villages',
  },
} as const;

function placeEndpoints<K extends PlaceKind>(kind: K) {
  const { list, export: exportPath, one, code, area } = KIND_PATHS[kind];
  const read = { area, mode: 'read' } as const;
  const write = { area, mode: 'write' } as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: list,
      access: read,
      tag: area,
      summary: `${area} list (paged, sorted, searched, filtered; admins see their assigned ones)`,
      query: placeListQuerySchema,
      responses: { 200: placePageSchema },
      errors: [400, 401, 403],
    }),
    export: defineEndpoint({
      method: 'GET',
      path: exportPath,
      access: read,
      tag: area,
      summary: `The filtered ${area} list as CSV or Excel`,
      query: placeExportQuerySchema,
      download: true,
      responses: { 200: fileAnswerSchema },
      errors: [400, 401, 403],
    }),
    get: defineEndpoint({
      method: 'GET',
      path: one,
      access: read,
      tag: area,
      summary: `One of the ${area} (404 outside an admin's assignments)`,
      params: placeIdParamsSchema,
      responses: { 200: placeSchema },
      errors: [400, 401, 403, 404],
    }),
    create: defineEndpoint({
      method: 'POST',
      path: list,
      access: write,
      tag: area,
      summary: `Creates one of the ${area}, with a generated registration code`,
      body: createPlaceBodySchema,
      responses: { 201: placeSchema },
      errors: [400, 401, 403],
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: one,
      access: write,
      tag: area,
      summary: 'Changes name, country, state, enabled or registration enabled',
      params: placeIdParamsSchema,
      body: updatePlaceBodySchema,
      responses: { 200: placeSchema },
      errors: [400, 401, 403, 404],
    }),
    newRegistrationCode: defineEndpoint({
      method: 'POST',
      path: code,
      access: write,
      tag: area,
      summary: 'Replaces the registration code (the old one stops working)',
      params: placeIdParamsSchema,
      responses: { 200: placeSchema },
      errors: [400, 401, 403, 404],
    }),
  };
}

export const PLACE_ENDPOINTS = {
  school: placeEndpoints('school'),
  village: placeEndpoints('village'),
};
export type PlaceEndpoints = (typeof PLACE_ENDPOINTS)[PlaceKind];
