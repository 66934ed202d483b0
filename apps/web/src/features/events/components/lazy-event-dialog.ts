// The event's form dialog, loaded on its first opening (./event-dialog.tsx).
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';

export const EventDialog = lazyFormDialog(() => import('./event-dialog'));
