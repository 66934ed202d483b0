// Students: the coordinators' list and records, and their photos (`app.students` for others).
import { definePortalModule } from '../../platform';
import { createAreaFileOwner } from '../../lib/files/area-file-owner';
import { setStudentPhotoFileId, studentVisibility } from './students.repo';
import { studentsRoutes } from './students.routes';
import { createStudentsService, type StudentsService } from './students.service';

declare module 'fastify' {
  interface FastifyInstance {
    students: StudentsService;
  }
}

export const studentsModule = definePortalModule(
  'students',
  async (app, platform) => {
    const students = createStudentsService(platform);
    app.decorate('students', students);
    // A student's photo: seen by whoever reaches the student (coordinators in scope, the student,
    // their sponsors), changed by those who may edit the student.
    platform.files.owners.register(
      'student',
      createAreaFileOwner({
        area: 'students',
        canRead: students.isVisible,
        canWrite: students.isEditable,
        setPhotoFileId: (db, auth, id, fileId, now) =>
          setStudentPhotoFileId(db, studentVisibility(auth), id, fileId, now),
        clock: platform.clock,
      }),
    );
    // The guardian's authorisation document: coordinators who may edit the student, nobody else.
    platform.files.owners.register('guardianAuthorisation', {
      canRead: (auth, studentId) => students.canReadGuardianDocument(auth, studentId),
      canWrite: async () => false,
    });
    studentsRoutes(app, students);
  },
  {
    // The list's pages are kept in memory (decision 026): every table they read, the reaches'
    // (an admin's places) and the sponsor counts' included. A test checks the list.
    changeTopics: {
      students: [
        'students',
        'villages',
        'schools',
        'student_counts',
        'student_totals',
        'admin_villages',
        'admin_schools',
        'sponsorships',
        'sponsors',
        'periods',
        'guardian_authorisations',
      ],
    },
  },
);
