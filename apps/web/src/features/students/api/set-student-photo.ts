// PUT /edrocks/api/students/:id/photo (multipart, field `file`, a JPEG) -> the student with the
// new photo; DELETE the same path -> the student without one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS, type StudentDetails } from '@portal/shared';
import { callEndpoint, uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';
import { storeRecord } from '../../../lib/record-cache';
import { studentKeys } from './get-students';

export function setStudentPhoto(id: number, file: File) {
  return uploadEndpoint(STUDENT_ENDPOINTS.setPhoto, { params: { id }, form: uploadForm(file) });
}

export function removeStudentPhoto(id: number) {
  return callEndpoint(STUDENT_ENDPOINTS.removePhoto, { params: { id } });
}

export function useStudentPhoto(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = (student: StudentDetails) => storeRecord(queryClient, studentKeys, student);
  const upload = useMutation({ mutationFn: (file: File) => setStudentPhoto(id, file), onSuccess });
  const remove = useMutation({ mutationFn: () => removeStudentPhoto(id), onSuccess });
  return { upload, remove };
}
