// A meeting's details: date and time (in the coordinator's time zone), place, notes and how many
// minutes the code is accepted after the start. Saved with Save changes; "Delete meeting" asks
// first, saying what goes with it, then returns to the list.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  CODE_WINDOW_MINUTES_MAX,
  CODE_WINDOW_MINUTES_MIN,
  MEETING_NOTES_MAX_LENGTH,
  MEETING_PLACE_MAX_LENGTH,
  fieldMessage,
  type MeetingDetail,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  FormErrorAlert,
  FormGrid,
  SubmitButton,
  useServerAwareSubmit,
} from '../../../components/form';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { forgetMeeting, useDeleteMeeting } from '../api/delete-meeting';
import { useUpdateMeeting } from '../api/update-meeting';
import { useMeetingsTranslation } from '../i18n';
import { MeetingTextField } from './meeting-text-field';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { toInstant, toLocalParts } from './meeting-time';
import { MEETING_MOMENT } from './meeting-words';
import { withFormIssuePaths } from './server-issues';

const required = fieldMessage('validation.required');
const invalidNumber = fieldMessage('validation.invalidNumber');

const detailsSchema = z
  .object({
    date: z.string().min(1, { error: required }),
    time: z.string().min(1, { error: required }),
    place: z.string().max(MEETING_PLACE_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: MEETING_PLACE_MAX_LENGTH }),
    }),
    notes: z.string().max(MEETING_NOTES_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: MEETING_NOTES_MAX_LENGTH }),
    }),
    codeWindowMinutes: z
      .string()
      .min(1, { error: required })
      .regex(/^\d+$/, { error: invalidNumber })
      .refine((value) => Number(value) >= CODE_WINDOW_MINUTES_MIN, {
        error: fieldMessage('validation.minValue', { num: CODE_WINDOW_MINUTES_MIN }),
      })
      .refine((value) => Number(value) <= CODE_WINDOW_MINUTES_MAX, {
        error: fieldMessage('validation.maxValue', { num: CODE_WINDOW_MINUTES_MAX }),
      }),
  })
  .superRefine((values, context) => {
    if (values.date && values.time && toInstant(values.date, values.time) === null) {
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: fieldMessage('validation.invalidDate'),
      });
    }
  });
type DetailsValues = z.input<typeof detailsSchema>;

const FIELDS = ['date', 'time', 'place', 'notes', 'codeWindowMinutes'] as const;

function valuesOf(meeting: MeetingDetail): DetailsValues {
  return {
    ...toLocalParts(meeting.startsAt),
    place: meeting.place,
    notes: meeting.notes,
    codeWindowMinutes: String(meeting.codeWindowMinutes),
  };
}

export function MeetingDetailsForm({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateMeeting(meeting.id);
  const remove = useDeleteMeeting(meeting.id);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const meetingName = t(`meetingKinds.${meeting.kind}`);
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(meeting),
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (values) => {
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

  async function deleteMeeting() {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      setConfirmingDelete(false);
      return;
    }
    notify.success(
      t('meetings.edit.deleted', { meeting: meetingName, school: meeting.school.name }),
    );
    await navigate(PATHS.meetings);
    forgetMeeting(queryClient, meeting.id);
  }

  return (
    <MeetingSection title={t('meetings.edit.detailsTitle')}>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="meeting-form">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('form.requiredNote')}
        </Typography>
        <FormGrid>
          <MeetingTextField
            control={form.control}
            name="date"
            type="date"
            label={t('meetings.fields.date')}
            required
          />
          <MeetingTextField
            control={form.control}
            name="time"
            type="time"
            label={t('meetings.fields.time')}
            required
          />
        </FormGrid>
        <MeetingTextField
          control={form.control}
          name="place"
          label={t('meetings.fields.place')}
          maxLength={MEETING_PLACE_MAX_LENGTH}
        />
        <MeetingTextField
          control={form.control}
          name="notes"
          label={t('meetings.fields.notes')}
          multiline
          minRows={3}
          maxLength={MEETING_NOTES_MAX_LENGTH}
        />
        <MeetingTextField
          control={form.control}
          name="codeWindowMinutes"
          type="number"
          inputMode="numeric"
          label={t('meetings.fields.codeWindow')}
          helperText={t('meetings.edit.codeWindowHelp')}
          required
        />
        <FormErrorAlert error={serverError} />
        {canChange ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <SubmitButton busy={form.formState.isSubmitting}>
              {t('meetings.edit.save')}
            </SubmitButton>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirmingDelete(true)}
              sx={{ mt: { sm: 2 }, minHeight: 44 }}
            >
              {t('meetings.edit.delete')}
            </Button>
          </Stack>
        ) : null}
      </Box>
      <ConfirmDialog
        open={isConfirmingDelete}
        title={t('meetings.edit.deleteTitle', {
          meeting: meetingName,
          school: meeting.school.name,
        })}
        description={t('meetings.edit.deleteText', {
          count: meeting.attended,
          date: format.date(meeting.startsAt, MEETING_MOMENT),
        })}
        confirmLabel={t('meetings.edit.delete')}
        onConfirm={() => void deleteMeeting()}
        onCancel={() => setConfirmingDelete(false)}
        busy={remove.isPending}
        destructive
      />
    </MeetingSection>
  );
}
