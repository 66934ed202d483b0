// /edrocks/api/students: list, export, details, create, update, (soft) delete and photo. Routes
// only declare schemas and access; the service holds the rules and the repository the queries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  createStudentBodySchema,
  studentDetailsSchema,
  studentExportQuerySchema,
  studentIdParamsSchema,
  studentListQuerySchema,
  studentPageSchema,
  updateStudentBodySchema,
} from '@portal/shared';
import { sendExport } from '../../lib/export';
import { resolveLanguage } from '../../lib/language';
import { errorResponses, noContentSchema, noStore } from '../../lib/schemas';
import { getAuth, type RequireAccess } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { readUpload } from '../files/upload';
import { studentExportColumns, studentExportFileName } from './students.export';
import type { StudentsService } from './students.service';

export const studentsRoutes: FastifyPluginAsyncZod<{
  students: StudentsService;
  files: FilesService;
  requireAccess: RequireAccess;
}> = async (app, { students, files, requireAccess }) => {
  noStore(app);
  const tags = ['students'];
  const security = [{ bearer: [] }];
  const read = requireAccess('students', 'read');
  const write = requireAccess('students', 'write');

  app.get(
    API.students,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Students list (paged, sorted, searched, filtered)',
        querystring: studentListQuerySchema,
        response: { 200: studentPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => students.list(getAuth(request), request.query),
  );

  app.get(
    API.studentsExport,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Every student of the filtered list, as CSV or Excel',
        querystring: studentExportQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => {
      const language = resolveLanguage(request.headers['accept-language']);
      const { format, ...query } = request.query;
      const { today, rows } = students.exportStudents(getAuth(request), query);
      // The file streams out in batches; the handler returns nothing once it has started.
      sendExport(reply, {
        format,
        fileName: studentExportFileName(language, today),
        columns: studentExportColumns(language, today),
        rows,
      });
    },
  );

  app.get(
    API.student,
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'One student, every field (404 when deleted or out of reach)',
        params: studentIdParamsSchema,
        response: { 200: studentDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => students.getStudent(getAuth(request), request.params.id),
  );

  app.post(
    API.students,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Create a student',
        body: createStudentBodySchema,
        response: { 201: studentDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const student = await students.createStudent(getAuth(request), request.body);
      return reply.code(201).send(student);
    },
  );

  app.patch(
    API.student,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Change some fields of a student',
        params: studentIdParamsSchema,
        body: updateStudentBodySchema,
        response: { 200: studentDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => students.updateStudent(getAuth(request), request.params.id, request.body),
  );

  app.delete(
    API.student,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a student (soft: the row stays with status "delete", hidden everywhere)',
        params: studentIdParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await students.deleteStudent(getAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    API.studentPhoto,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          "Set a student's photo: multipart/form-data with a JPEG in the field `file` (at most 50 MB)",
        consumes: ['multipart/form-data'],
        params: studentIdParamsSchema,
        response: {
          200: studentDetailsSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const file = await readUpload(request);
      await files.replacePhoto({ ownerKind: 'student', ownerId: request.params.id, file, auth });
      return students.getStudent(auth, request.params.id);
    },
  );

  app.delete(
    API.studentPhoto,
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: "Remove a student's photo",
        params: studentIdParamsSchema,
        response: { 200: studentDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      await files.removePhoto({ ownerKind: 'student', ownerId: request.params.id, auth });
      return students.getStudent(auth, request.params.id);
    },
  );
};
