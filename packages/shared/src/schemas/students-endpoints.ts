// Students: the endpoints under /edrocks/api/students (the list in students.ts' header), apart
// from the schemas they name so that the web's build can keep each endpoint's method and path
// without the schemas (apps/web/web-contracts-plugin.ts).
import { STUDENT_PATHS } from './students-constants';
import { defineEndpoint, fileAnswerSchema, noContentSchema } from '../endpoint';
import {
  createStudentBodySchema,
  studentAnswerSchema,
  studentDetailsSchema,
  studentExportQuerySchema,
  studentIdParamsSchema,
  studentListAnswerSchema,
  studentListQuerySchema,
  updateStudentBodySchema,
} from './students';
import {
  guardianAuthorisationAnswerSchema,
  guardianAuthorisationQuerySchema,
} from './students-guardian';

const studentsRead = { area: 'students', mode: 'read' } as const;
const studentsWrite = { area: 'students', mode: 'write' } as const;

export const STUDENT_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: STUDENT_PATHS.students,
    access: studentsRead,
    tag: 'students',
    summary: 'Students list (paged, sorted, searched, filtered)',
    query: studentListQuerySchema,
    responses: { 200: studentListAnswerSchema },
    errors: [400, 401, 403],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: STUDENT_PATHS.studentsExport,
    access: studentsRead,
    tag: 'students',
    summary: 'Every student of the filtered list, as CSV or Excel',
    query: studentExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: STUDENT_PATHS.student,
    access: studentsRead,
    tag: 'students',
    summary: 'One student, as the caller may see them (404 when deleted or out of reach)',
    params: studentIdParamsSchema,
    responses: { 200: studentAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: STUDENT_PATHS.students,
    access: studentsWrite,
    tag: 'students',
    summary: 'Create a student',
    body: createStudentBodySchema,
    responses: { 201: studentDetailsSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: STUDENT_PATHS.student,
    access: studentsWrite,
    tag: 'students',
    summary: 'Change some fields of a student',
    params: studentIdParamsSchema,
    body: updateStudentBodySchema,
    responses: { 200: studentDetailsSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: STUDENT_PATHS.student,
    access: studentsWrite,
    tag: 'students',
    summary: 'Delete a student (soft: the row stays with status "delete", hidden everywhere)',
    params: studentIdParamsSchema,
    responses: {},
    errors: [400, 401, 403, 404],
  }),
  setPhoto: defineEndpoint({
    method: 'PUT',
    path: STUDENT_PATHS.studentPhoto,
    access: studentsWrite,
    tag: 'students',
    summary:
      "Set a student's photo: multipart/form-data with a JPEG in the field `file` (at most 50 MB)",
    params: studentIdParamsSchema,
    upload: true,
    responses: { 200: studentDetailsSchema },
    errors: [400, 401, 403, 404, 413, 415],
  }),
  removePhoto: defineEndpoint({
    method: 'DELETE',
    path: STUDENT_PATHS.studentPhoto,
    access: studentsWrite,
    tag: 'students',
    summary: "Remove a student's photo",
    params: studentIdParamsSchema,
    responses: { 200: studentDetailsSchema },
    errors: [400, 401, 403, 404],
  }),
  getGuardianAuthorisation: defineEndpoint({
    method: 'GET',
    path: STUDENT_PATHS.studentGuardianAuthorisation,
    // Coordinators who may edit the student: the document names the child's guardian.
    access: studentsWrite,
    tag: 'students',
    summary: "The guardian's authorisation to process the student's data, if on file",
    params: studentIdParamsSchema,
    responses: { 200: guardianAuthorisationAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  recordGuardianAuthorisation: defineEndpoint({
    method: 'PUT',
    path: STUDENT_PATHS.studentGuardianAuthorisation,
    access: studentsWrite,
    tag: 'students',
    summary:
      "Record the guardian's signed authorisation (multipart, field `file`: PDF, JPG or PNG; ?signedOn=YYYY-MM-DD); replaces the one on file",
    params: studentIdParamsSchema,
    query: guardianAuthorisationQuerySchema,
    upload: true,
    responses: { 200: guardianAuthorisationAnswerSchema },
    errors: [400, 401, 403, 404, 413, 415],
  }),
  removeGuardianAuthorisation: defineEndpoint({
    method: 'DELETE',
    path: STUDENT_PATHS.studentGuardianAuthorisation,
    access: studentsWrite,
    tag: 'students',
    summary: "Withdraw the guardian's authorisation on file (its document is deleted)",
    params: studentIdParamsSchema,
    responses: { 204: noContentSchema },
    errors: [400, 401, 403, 404],
  }),
};
