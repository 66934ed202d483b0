// The 'student' owner kind of uploaded files: a student's profile photo (students.photo_file_id).
// With a Bearer token, a student's files are seen by whoever reaches the student (coordinators in
// scope, the student, their sponsors once pairing exists); the photo is changed by those who may
// edit the student (PUT/DELETE /edrocks/api/students/:id/photo).
import { getAccess } from '@portal/shared';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth';
import type { FileOwner } from '../../lib/files/file-owners';
import { setStudentPhotoFileId } from './students.repo';
import type { StudentsService } from './students.service';

/**
 * The caller's access to the students area: the files routes authenticate for another area, so
 * the permission table is read again here (no access at all: undefined).
 */
function inStudentsArea(auth: AuthContext): AuthContext | undefined {
  const access = getAccess(auth.role, 'students');
  return access ? { ...auth, access } : undefined;
}

export function createStudentFileOwner(students: StudentsService, clock: Clock): FileOwner {
  return {
    async canRead(auth, studentId) {
      const studentsAuth = inStudentsArea(auth);
      return studentsAuth ? students.isVisible(studentsAuth, studentId) : false;
    },
    async canWrite(auth, studentId) {
      const studentsAuth = inStudentsArea(auth);
      return studentsAuth ? students.isEditable(studentsAuth, studentId) : false;
    },
    setPhoto: (db, studentId, fileId) => setStudentPhotoFileId(db, studentId, fileId, clock.now()),
  };
}
