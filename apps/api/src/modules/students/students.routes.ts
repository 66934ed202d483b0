// /edrocks/api/students: list, export, details, create, update, (soft) delete, photo and the
// guardian's authorisation, from
// STUDENT_ENDPOINTS. The service holds the rules and the repository the queries.
import type { FastifyInstance } from 'fastify';
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { listRoutes } from '../../lib/list-routes';
import { photoRoutes } from '../../lib/files/photo-routes';
import { readUpload } from '../../lib/files/upload';
import { sponsoredStudentExportColumns, studentExportColumns } from './students.export';
import type { StudentsService } from './students.service';

export function studentsRoutes(app: FastifyInstance, students: StudentsService): void {
  listRoutes(app, STUDENT_ENDPOINTS, {
    page: ({ auth, query }) => students.list(auth, query),
    exportFile: ({ auth, query: { format: _format, ...filters } }) => {
      const { today, rows, isSponsorView } = students.exportStudents(auth, filters);
      return {
        fileName: 'studentsExport.fileName',
        // A sponsor's file has the columns of what they see of their students, nothing more.
        columns: (_t, language) =>
          isSponsorView
            ? sponsoredStudentExportColumns(language, today)
            : studentExportColumns(language, today),
        rows,
        // The server's date, not the browser's: the same day as the ages in the file.
        today,
      };
    },
    // Kept in memory per process until a students change (decision 026); the page depends only
    // on the query, the date and the caller's reach, never on their language.
    cachedPage: { topic: 'students' },
  });
  endpointRoute(app, STUDENT_ENDPOINTS.get, ({ auth, params }) =>
    students.viewStudent(auth, params.id),
  );
  endpointRoute(app, STUDENT_ENDPOINTS.create, ({ auth, body }) =>
    students.createStudent(auth, body),
  );
  endpointRoute(app, STUDENT_ENDPOINTS.update, ({ auth, params, body }) =>
    students.updateStudent(auth, params.id, body),
  );
  endpointRoute(app, STUDENT_ENDPOINTS.delete, ({ auth, params }) =>
    students.deleteStudent(auth, params.id),
  );
  endpointRoute(app, STUDENT_ENDPOINTS.getGuardianAuthorisation, ({ auth, params }) =>
    students.getGuardianAuthorisation(auth, params.id),
  );
  endpointRoute(
    app,
    STUDENT_ENDPOINTS.recordGuardianAuthorisation,
    async ({ auth, params, query, request }) =>
      students.recordGuardianAuthorisation(
        auth,
        params.id,
        query.signedOn,
        await readUpload(request),
      ),
  );
  endpointRoute(app, STUDENT_ENDPOINTS.removeGuardianAuthorisation, ({ auth, params }) =>
    students.removeGuardianAuthorisation(auth, params.id),
  );
  photoRoutes(app, STUDENT_ENDPOINTS, {
    kind: 'student',
    idOf: (params) => params?.id ?? 0,
    load: (auth, id) => students.getStudentRecord(auth, id),
  });
}
