// Students: the coordinators' list and records, and their photos (`app.students` for others).
import { definePortalModule } from '../../platform';
import { createStudentFileOwner } from './student-photo';
import { studentsRoutes } from './students.routes';
import { createStudentsService, type StudentsService } from './students.service';

declare module 'fastify' {
  interface FastifyInstance {
    students: StudentsService;
  }
}

export const studentsModule = definePortalModule('students', async (app, platform) => {
  const students = createStudentsService(platform);
  app.decorate('students', students);
  platform.files.owners.register('student', createStudentFileOwner(students, platform.clock));
  studentsRoutes(app, students);
});
