// Loads an event, then opens its form (a skeleton meanwhile, the error with "Try again").
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useEvent } from '../api/get-event';
import { useEventsTranslation } from '../i18n';
import { EventFormDialog } from './event-form-dialog';

export function EditEventDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useEventsTranslation();
  const event = useEvent(id);
  if (event.data) return <EventFormDialog event={event.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={t('admin.form.editTitle')}>
      <DialogContent>
        {event.isError ? (
          <ErrorState error={event.error} onRetry={() => void event.refetch()} />
        ) : (
          <LoadingSkeleton lines={6} />
        )}
      </DialogContent>
    </Dialog>
  );
}
