// PUT /edrocks/api/students/:id/photo (multipart, field `file`, a JPEG) -> the student with the
// new photo; DELETE the same path -> the student without one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_FIELD, studentPhotoPath, type StudentDetails } from '@portal/shared';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { studentQueryKey } from './get-student';
import { studentsQueryKey } from './get-students';

export function setStudentPhoto(id: number, file: File): Promise<StudentDetails> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload<StudentDetails>(studentPhotoPath(id), { method: 'PUT', form });
}

export function removeStudentPhoto(id: number): Promise<StudentDetails> {
  return apiRequest<StudentDetails>(studentPhotoPath(id), { method: 'DELETE' });
}

export function useStudentPhoto(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = async (student: StudentDetails) => {
    queryClient.setQueryData(studentQueryKey(id), student);
    await queryClient.invalidateQueries({ queryKey: [...studentsQueryKey, 'list'] });
  };
  const upload = useMutation({ mutationFn: (file: File) => setStudentPhoto(id, file), onSuccess });
  const remove = useMutation({ mutationFn: () => removeStudentPhoto(id), onSuccess });
  return { upload, remove };
}
