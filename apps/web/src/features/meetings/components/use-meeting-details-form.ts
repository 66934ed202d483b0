// The details form's state and its Save: the local date and time become the meeting's instant,
// and the server's issue about the instant lands under the date.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MeetingDetail } from '@portal/shared';
import { useServerAwareSubmit } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useUpdateMeeting } from '../api/update-meeting';
import { useMeetingsTranslation } from '../i18n';
import {
  DETAILS_FIELDS,
  detailsSchema,
  valuesOf,
  type DetailsValues,
} from './meeting-details-values';
import { toInstant } from './meeting-time';
import { withFormIssuePaths } from './server-issues';

export function useMeetingDetailsForm(meeting: MeetingDetail) {
  const { t } = useMeetingsTranslation();
  const update = useUpdateMeeting(meeting.id);
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(meeting),
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, DETAILS_FIELDS, async (values) => {
    const saved = await update
      .mutateAsync({
        startsAt: toInstant(values.date, values.time) ?? '',
        place: values.place.trim(),
        notes: values.notes,
        codeWindowMinutes: Number(values.codeWindowMinutes),
      })
      .catch((error: unknown) => {
        throw withFormIssuePaths(error, (path) => (path === 'startsAt' ? 'date' : null));
      });
    form.reset(valuesOf(saved));
    notify.success(t('meetings.edit.saved'));
  });
  return { form, onSubmit, serverError };
}
