// The student dialog (creating or editing a student): its form (student-form.tsx) and the
// validator it needs load on first opening, so the list and the details draw without them.
import type { StudentDetails } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';

export interface StudentFormDialogProps {
  open: boolean;
  /** The student being edited; none to create one. */
  student?: StudentDetails;
  onClose: () => void;
  onSaved: (student: StudentDetails) => void;
}

export const StudentFormDialog = lazyFormDialog<StudentFormDialogProps>(
  () => import('./student-form'),
);
