// The student form's state and its Save: a new student is created, an existing one updated;
// the server's field issues land under their inputs.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StudentDetails } from '@portal/shared';
import { useServerAwareSubmit } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import {
  STUDENT_FORM_FIELDS,
  emptyStudentForm,
  studentFormSchema,
  studentToForm,
  toCreateBody,
  toUpdateBody,
  type StudentFormOutput,
  type StudentFormValues,
} from '../form-schema';
import { useStudentsTranslation } from '../i18n';

export function useStudentForm(
  student: StudentDetails | undefined,
  onSaved: (student: StudentDetails) => void,
) {
  const { t } = useStudentsTranslation();
  const create = useCreateStudent();
  const update = useUpdateStudent(student?.id ?? 0);
  const form = useForm<StudentFormValues, unknown, StudentFormOutput>({
    resolver: zodResolver(studentFormSchema),
    mode: 'onTouched',
    defaultValues: student ? studentToForm(student) : emptyStudentForm(),
  });
  const { onSubmit, serverError } = useServerAwareSubmit(
    form,
    STUDENT_FORM_FIELDS,
    async (values) => {
      const saved = student
        ? await update.mutateAsync(toUpdateBody(values))
        : await create.mutateAsync(toCreateBody(values));
      notify.success(t(student ? 'students.form.updated' : 'students.form.created'));
      onSaved(saved);
    },
  );
  return { form, onSubmit, serverError };
}
