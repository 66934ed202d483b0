// The event form's words and place: the name in both languages, the web address (which follows
// the name until it is edited), the descriptions, then where and when, the capacity and the
// time zone.
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_SLUG_MAX_LENGTH,
  slugify,
} from '@portal/shared';
import { FormGrid } from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { buildPath, PATHS } from '../../../config/paths';
import { useEventsTranslation } from '../i18n';
import { MOMENT_FIELDS, type EventFormValues } from './event-form';
import { EventTextField } from './event-text-field';
import { timeZoneOptions } from './time-zone-options';

export function EventWordsFields({
  form,
  isNew,
}: {
  form: UseFormReturn<EventFormValues>;
  isNew: boolean;
}) {
  const { t } = useEventsTranslation();
  // A new event's address follows its name until someone edits the address itself.
  const isSlugFollowing = useRef(isNew);
  const slug = form.watch('slug');
  return (
    <>
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
    </>
  );
}

export function EventPlaceAndTimeFields({ form }: { form: UseFormReturn<EventFormValues> }) {
  const { t } = useEventsTranslation();
  const [zoneOptions] = useState(() => timeZoneOptions(form.getValues('timeZone')));
  return (
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
  );
}
