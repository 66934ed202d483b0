// A year's "Letters" dialog: its form and views (year-letters-form.tsx) and the validator they
// need load on first opening, so the list of years draws without them. The dialog is open while
// it has a year.
import type { Period } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';

export interface YearLettersDialogProps {
  /** The year whose letters are shown; none: the dialog is closed. */
  period: Period | undefined;
  /** Whether the user may change a year's letters (a closed year's are only shown). */
  canEdit: boolean;
  onClose: () => void;
}

/** The props of the open dialog: a year is shown. */
export interface OpenYearLettersDialogProps {
  open: boolean;
  period: Period;
  canEdit: boolean;
  onClose: () => void;
}

const OpenYearLettersDialog = lazyFormDialog<OpenYearLettersDialogProps>(
  () => import('./year-letters-form'),
);

export function YearLettersDialog({ period, canEdit, onClose }: YearLettersDialogProps) {
  return period ? (
    <OpenYearLettersDialog open period={period} canEdit={canEdit} onClose={onClose} />
  ) : null;
}
