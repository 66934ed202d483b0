// /edrocks/api/sponsors: list, export, details, create, update, (de)activate, photo, the
// signed-in sponsor's own record, a student's sponsors, and each sponsor's parents or guardians.
// Routes only declare schemas and access; the service holds the rules and the repository the
// queries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  createSponsorBodySchema,
  createSponsorParentBodySchema,
  sponsorCardListSchema,
  sponsorDetailsSchema,
  sponsorExportQuerySchema,
  sponsorIdParamsSchema,
  sponsorListQuerySchema,
  sponsorPageSchema,
  sponsorParentListSchema,
  sponsorParentParamsSchema,
  sponsorParentSchema,
  updateSponsorBodySchema,
  updateSponsorParentBodySchema,
} from '@portal/shared';
import { sendExport } from '../../lib/export';
import { resolveLanguage } from '../../lib/language';
import { errorResponses, noContentSchema, noStore } from '../../lib/schemas';
import { getAuth, type RequireAccess } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { readUpload } from '../files/upload';
import { sponsorExportColumns, sponsorExportFileName } from './sponsors.export';
import type { SponsorsService } from './sponsors.service';

export const sponsorsRoutes: FastifyPluginAsyncZod<{
  sponsors: SponsorsService;
  files: FilesService;
  requireAccess: RequireAccess;
}> = async (app, { sponsors, files, requireAccess }) => {
  noStore(app);
  const tags = ['sponsors'];
  const security = [{ bearer: [] }];
  const read = requireAccess('sponsors', 'read');
  const write = requireAccess('sponsors', 'write');

  app.get(
    API.sponsors,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Sponsors list (paged, sorted, searched, filtered)',
        querystring: sponsorListQuerySchema,
        response: { 200: sponsorPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => sponsors.list(getAuth(request), request.query),
  );

  app.get(
    API.sponsorsExport,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The filtered sponsors list as CSV or Excel',
        querystring: sponsorExportQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => {
      const language = resolveLanguage(request.headers['accept-language']);
      const { format, ...query } = request.query;
      const { today, rows } = sponsors.exportSponsors(getAuth(request), query);
      // The file streams out in batches; the handler returns nothing once it has started.
      sendExport(reply, {
        format,
        fileName: sponsorExportFileName(language, today),
        columns: sponsorExportColumns(language),
        rows,
      });
    },
  );

  app.get(
    API.sponsorsMe,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "The signed-in sponsor's own record (404 when the user has none)",
        response: { 200: sponsorDetailsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => sponsors.getOwn(getAuth(request)),
  );

  app.get(
    API.mySponsors,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "The signed-in student's sponsors: first name and photo only",
        response: { 200: sponsorCardListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => sponsors.getMySponsors(getAuth(request)),
  );

  app.get(
    API.sponsor,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Sponsor details, with parents or guardians',
        params: sponsorIdParamsSchema,
        response: { 200: sponsorDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => sponsors.getSponsor(getAuth(request), request.params.id),
  );

  app.post(
    API.sponsors,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Create a sponsor (coordinators)',
        body: createSponsorBodySchema,
        response: { 201: sponsorDetailsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sponsors.createSponsor(getAuth(request), request.body)),
  );

  app.patch(
    API.sponsor,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Change a sponsor (only the fields sent)',
        params: sponsorIdParamsSchema,
        body: updateSponsorBodySchema,
        response: { 200: sponsorDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => sponsors.updateSponsor(getAuth(request), request.params.id, request.body),
  );

  for (const [path, active] of [
    [API.sponsorDeactivate, false],
    [API.sponsorActivate, true],
  ] as const) {
    app.post(
      path,
      {
        preHandler: write,
        schema: {
          tags,
          security,
          summary: active ? 'Activate a sponsor' : 'Deactivate a sponsor (keeps the history)',
          params: sponsorIdParamsSchema,
          response: { 200: sponsorDetailsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => sponsors.setActive(getAuth(request), request.params.id, active),
    );
  }

  app.put(
    API.sponsorPhoto,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          "Set a sponsor's photo: multipart/form-data with a JPEG in the field `file` (at most 50 MB)",
        consumes: ['multipart/form-data'],
        params: sponsorIdParamsSchema,
        response: {
          200: sponsorDetailsSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const file = await readUpload(request);
      await files.replacePhoto({ ownerKind: 'sponsor', ownerId: request.params.id, file, auth });
      return sponsors.getSponsor(auth, request.params.id);
    },
  );

  app.delete(
    API.sponsorPhoto,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: "Remove a sponsor's photo",
        params: sponsorIdParamsSchema,
        response: { 200: sponsorDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      await files.removePhoto({ ownerKind: 'sponsor', ownerId: request.params.id, auth });
      return sponsors.getSponsor(auth, request.params.id);
    },
  );

  app.get(
    API.sponsorParents,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "A sponsor's parents or guardians",
        params: sponsorIdParamsSchema,
        response: { 200: sponsorParentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => sponsors.listParents(getAuth(request), request.params.id),
  );

  app.post(
    API.sponsorParents,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Add a parent or guardian',
        params: sponsorIdParamsSchema,
        body: createSponsorParentBodySchema,
        response: { 201: sponsorParentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sponsors.createParent(getAuth(request), request.params.id, request.body)),
  );

  app.patch(
    API.sponsorParent,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Change a parent or guardian (only the fields sent)',
        params: sponsorParentParamsSchema,
        body: updateSponsorParentBodySchema,
        response: { 200: sponsorParentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      sponsors.updateParent(
        getAuth(request),
        request.params.id,
        request.params.parentId,
        request.body,
      ),
  );

  app.delete(
    API.sponsorParent,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Remove a parent or guardian',
        params: sponsorParentParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await sponsors.deleteParent(getAuth(request), request.params.id, request.params.parentId);
      return reply.code(204).send(null);
    },
  );
};
