// GET /edrocks/api/students/:id/export -> a ZIP of everything the portal holds about a student's
// record, with its account when it has one (the super admin's; a student without an account has
// no user page to download it from).
import { PERSON_EXPORT_ENDPOINTS } from '@portal/shared';
import { saveFile } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';

export async function downloadStudentData(studentId: number): Promise<void> {
  const file = await downloadEndpoint(PERSON_EXPORT_ENDPOINTS.student, {
    params: { id: studentId },
  });
  saveFile(file, `student-${studentId}-data.zip`);
}
