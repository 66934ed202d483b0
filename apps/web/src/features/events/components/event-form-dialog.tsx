// "New event" / "Edit event": the event's details, its moments, the image, and one row per
// ticket type (name, price, optional own limit) with "Add a ticket type" and a remove button
// per row (a type that has orders cannot be removed). The web address follows the name until
// it is edited. The server's refusals land under their inputs (EVENT_SLUG_TAKEN under the web
// address); nothing typed is lost.
import { useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_SLUG_MAX_LENGTH,
  TICKET_TYPES_MAX,
  slugify,
  type EventDetail,
} from '@portal/shared';
import {
  FormCheckboxField,
  FormDialog,
  FormGrid,
  useServerAwareSubmit,
} from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { buildPath, PATHS } from '../../../config/paths';
import { getErrorMessage, hasErrorCode, translateFieldMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useCreateEvent } from '../api/create-event';
import { useRemoveEventImage } from '../api/remove-event-image';
import { useSetEventImage } from '../api/set-event-image';
import { useUpdateEvent } from '../api/update-event';
import { useEventsTranslation } from '../i18n';
import {
  MOMENT_FIELDS,
  emptyEventValues,
  emptyTicketType,
  eventBodyOf,
  eventFormSchema,
  formPathOf,
  valuesOf,
  type EventFormValues,
} from './event-form';
import { EventImagePicker, type ImageChange } from './event-image-picker';
import { EventTextField } from './event-text-field';
import { TicketTypeRow } from './ticket-type-row';
import { timeZoneOptions } from './time-zone-options';

const ROW_FIELDS = ['name', 'price', 'limit'] as const;

const FIELDS: ReadonlyArray<FieldPath<EventFormValues>> = [
  'name',
  'slug',
  'nameEs',
  'description',
  'descriptionEs',
  'location',
  'capacity',
  ...MOMENT_FIELDS,
  'timeZone',
  'ticketTypes',
  ...Array.from({ length: TICKET_TYPES_MAX }, (_, index) =>
    ROW_FIELDS.map((field): FieldPath<EventFormValues> => `ticketTypes.${index}.${field}`),
  ).flat(),
];

/** The same refusal with the server's field paths renamed to the form's inputs. */
function withFormPaths(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'EVENT_SLUG_TAKEN') {
    return new ApiError({
      status: error.status,
      code: error.code,
      messageKey: error.messageKey,
      issues: [{ path: 'slug', message: error.messageKey }],
    });
  }
  if (error.issues.length === 0) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    messageKey: error.messageKey,
    issues: error.issues.map((issue) => ({ ...issue, path: formPathOf(issue.path) })),
    ...(error.params ? { params: error.params } : {}),
  });
}

export function EventFormDialog({
  event,
  onClose,
}: {
  /** The event to change; none for a new one. */
  event?: EventDetail;
  onClose: () => void;
}) {
  const { t } = useEventsTranslation();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const setImage = useSetEventImage();
  const removeImage = useRemoveEventImage();
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema) as never,
    mode: 'onTouched',
    defaultValues: event ? valuesOf(event) : emptyEventValues(),
  });
  const rows = useFieldArray({ control: form.control, name: 'ticketTypes', keyName: 'key' });
  // A new event's address follows its name until someone edits the address itself.
  const isSlugFollowing = useRef(!event);
  const [image, setImageChange] = useState<ImageChange>({ kind: 'keep' });
  const [zoneOptions] = useState(() => timeZoneOptions(form.getValues('timeZone')));
  const slug = form.watch('slug');

  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (values) => {
    const body = eventBodyOf(values);
    const saved = await (
      event ? update.mutateAsync({ id: event.id, body }) : create.mutateAsync(body)
    ).catch((error: unknown) => {
      throw withFormPaths(error);
    });
    // The event is saved; the picture follows (a failed upload is said, the event stays).
    try {
      if (image.kind === 'replace') await setImage.mutateAsync({ id: saved.id, file: image.file });
      if (image.kind === 'remove' && saved.imageUrl) await removeImage.mutateAsync(saved.id);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
    notify.success(t(event ? 'admin.form.saved' : 'admin.form.created', { name: saved.name }));
    onClose();
  });

  const rowsError =
    form.formState.errors.ticketTypes?.root?.message ?? form.formState.errors.ticketTypes?.message;

  return (
    <FormDialog
      title={t(event ? 'admin.form.editTitle' : 'admin.form.newTitle')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={hasErrorCode(serverError, 'EVENT_SLUG_TAKEN') ? null : serverError}
      testId="event-form"
    >
      <EventTextField
        control={form.control}
        name="name"
        label={t('admin.fields.name')}
        required
        maxLength={EVENT_NAME_MAX_LENGTH}
        onEdited={(name) => {
          if (isSlugFollowing.current) form.setValue('slug', slugify(name));
        }}
      />
      <EventTextField
        control={form.control}
        name="nameEs"
        label={t('admin.fields.nameEs')}
        maxLength={EVENT_NAME_MAX_LENGTH}
        helperText={t('admin.fields.languageHint')}
      />
      <EventTextField
        control={form.control}
        name="slug"
        label={t('admin.fields.slug')}
        maxLength={EVENT_SLUG_MAX_LENGTH}
        helperText={t('admin.fields.slugHint', {
          url: `${window.location.origin}${buildPath(PATHS.event, { slug: slug || '…' })}`,
        })}
        onEdited={() => {
          isSlugFollowing.current = false;
        }}
      />
      <EventTextField
        control={form.control}
        name="description"
        label={t('admin.fields.description')}
        multiline
        minRows={3}
        maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
      />
      <EventTextField
        control={form.control}
        name="descriptionEs"
        label={t('admin.fields.descriptionEs')}
        multiline
        minRows={3}
        maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
      />
      <FormGrid>
        <EventTextField
          control={form.control}
          name="location"
          label={t('admin.fields.location')}
          required
        />
        <EventTextField
          control={form.control}
          name="capacity"
          label={t('admin.fields.capacity')}
          required
          inputMode="numeric"
        />
        {MOMENT_FIELDS.map((field) => (
          <EventTextField
            key={field}
            control={form.control}
            name={field}
            label={t(`admin.fields.${field}`)}
            type="datetime-local"
            required
          />
        ))}
        <FormSelectField
          control={form.control}
          name="timeZone"
          label={t('admin.fields.timeZone')}
          helperText={t('admin.fields.timeZoneHint')}
          options={zoneOptions}
          required
        />
      </FormGrid>
      <FormCheckboxField
        control={form.control}
        name="published"
        label={t('admin.fields.published')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('admin.fields.publishedHint')}
      </Typography>

      <EventImagePicker event={event} change={image} onChange={setImageChange} />

      <Box
        role="group"
        aria-labelledby="event-ticket-types"
        sx={{ mt: 3 }}
        data-testid="ticket-type-rows"
      >
        <Typography
          id="event-ticket-types"
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600 }}
        >
          {t('admin.fields.ticketTypes')}
        </Typography>
        {rows.fields.map((row, index) => (
          <TicketTypeRow
            key={row.key}
            control={form.control}
            index={index}
            canRemove={rows.fields.length > 1 && !row.hasOrders}
            onRemove={() => rows.remove(index)}
          />
        ))}
        {rowsError ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {translateFieldMessage(rowsError, t)}
          </Typography>
        ) : null}
        <Button
          startIcon={<AddIcon />}
          onClick={() => rows.append(emptyTicketType())}
          disabled={rows.fields.length >= TICKET_TYPES_MAX}
          sx={{ mt: 1, minHeight: 44 }}
        >
          {t('admin.form.addTicketType')}
        </Button>
      </Box>
    </FormDialog>
  );
}
