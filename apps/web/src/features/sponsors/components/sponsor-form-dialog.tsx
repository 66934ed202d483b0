// The sponsor dialog (creating or editing a sponsor, or a sponsor editing their own profile): its
// form (sponsor-form.tsx) and the validator it needs load on first opening, so the list, the
// details and the profile draw without them.
import type { SponsorDetails } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';

export type SponsorFormMode = 'create' | 'edit' | 'own';

export interface SponsorFormDialogProps {
  open: boolean;
  mode: SponsorFormMode;
  sponsor?: SponsorDetails;
  onClose: () => void;
  onSaved: (sponsor: SponsorDetails) => void;
}

export const SponsorFormDialog = lazyFormDialog<SponsorFormDialogProps>(
  () => import('./sponsor-form'),
);
