// "New event" / "Edit event": the event's details, its moments, the image, and one row per
// ticket type (name, price, optional own limit) with "Add a ticket type" and a remove button
// per row (a type that has orders cannot be removed). The web address follows the name until
// it is edited. The server's refusals land under their inputs (EVENT_SLUG_TAKEN under the web
// address); nothing typed is lost.
import Typography from '@mui/material/Typography';
import type { EventDetail } from '@portal/shared';
import { FormCheckboxField, FormDialog } from '../../../components/form';
import { hasErrorCode } from '../../../lib/errors';
import { useEventsTranslation } from '../i18n';
import { EventPlaceAndTimeFields, EventWordsFields } from './event-details-fields';
import { EventImagePicker } from './event-image-picker';
import { TicketTypeRows } from './ticket-type-rows';
import { useEventForm } from './use-event-form';

export function EventFormDialog({
  event,
  onClose,
}: {
  /** The event to change; none for a new one. */
  event?: EventDetail;
  onClose: () => void;
}) {
  const { t } = useEventsTranslation();
  const { form, onSubmit, serverError, image, setImageChange } = useEventForm(event, onClose);

  return (
    <FormDialog
      title={t(event ? 'admin.form.editTitle' : 'admin.form.newTitle')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={hasErrorCode(serverError, 'EVENT_SLUG_TAKEN') ? null : serverError}
      testId="event-form"
    >
      <EventWordsFields form={form} isNew={!event} />
      <EventPlaceAndTimeFields form={form} />
      <FormCheckboxField
        control={form.control}
        name="published"
        label={t('admin.fields.published')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('admin.fields.publishedHint')}
      </Typography>

      <EventImagePicker event={event} change={image} onChange={setImageChange} />

      <TicketTypeRows form={form} />
    </FormDialog>
  );
}
