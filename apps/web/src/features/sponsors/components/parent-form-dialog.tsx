// The dialog adding or editing a sponsor's parent or guardian: its form (parent-form.tsx) and the
// validator it needs load on first opening, so the sponsor's details draw without them.
import type { SponsorParent } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';

export interface ParentFormDialogProps {
  open: boolean;
  sponsorId: number;
  /** The parent being edited; none to add one. */
  parent?: SponsorParent;
  /** A coordinator's save confirms the contact; the sponsor's e-mail or name needs one again. */
  isCoordinator: boolean;
  onClose: () => void;
}

export const ParentFormDialog = lazyFormDialog<ParentFormDialogProps>(
  () => import('./parent-form'),
);
