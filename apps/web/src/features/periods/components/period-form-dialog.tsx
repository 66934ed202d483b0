// The year dialog (creating or editing a year): its form (period-form.tsx) and the validator it
// needs load on first opening, so the list of years draws without them.
import type { Period } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';

export interface PeriodFormDialogProps {
  open: boolean;
  /** The year being edited; none to create one. */
  period?: Period;
  /** The newest year, to suggest the next one. */
  newest?: Period;
  onClose: () => void;
}

export const PeriodFormDialog = lazyFormDialog<PeriodFormDialogProps>(
  () => import('./period-form'),
);
