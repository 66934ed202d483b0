// The event's form as the events list and an event's sales page open it, loaded on the first
// opening (`lazyFormDialog`): the form library and the validator stay off those screens' first
// paint. Without an id it is "New event"; with one it loads that event, then opens its form.
import { EditEventDialog } from './edit-event-dialog';
import { EventFormDialog } from './event-form-dialog';

export interface EventDialogProps {
  open: boolean;
  onClose: () => void;
  /** The event to edit; none for a new one. */
  id?: number;
}

export default function EventDialog({ id, onClose }: EventDialogProps) {
  return id === undefined ? (
    <EventFormDialog onClose={onClose} />
  ) : (
    <EditEventDialog id={id} onClose={onClose} />
  );
}
