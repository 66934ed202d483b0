// The event form's state and its saving: the values (an event's, or a new one's), the image
// change, and the submission, whose refusals land under their inputs (EVENT_SLUG_TAKEN under the
// web address). The event is saved first; its picture follows, and a failed upload is said while
// the event stays saved.
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_TYPES_MAX, type EventDetail } from '@portal/shared';
import { useServerAwareSubmit } from '../../../components/form';
import { getErrorMessage } from '../../../lib/errors';
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
  eventBodyOf,
  eventFormSchema,
  formPathOf,
  valuesOf,
  type EventFormValues,
} from './event-form';
import type { ImageChange } from './event-image-picker';

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

export function useEventForm(event: EventDetail | undefined, onClose: () => void) {
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
  const [image, setImageChange] = useState<ImageChange>({ kind: 'keep' });

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

  return { form, onSubmit, serverError, image, setImageChange };
}
