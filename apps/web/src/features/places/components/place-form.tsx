// Create or edit a school or village: name, country, state (of that country), enabled,
// registration enabled. Save keeps what was typed when the server refuses.
import { useState } from 'react';
import { usePlacesTranslation } from '../i18n';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSelectField } from '../../../components/form/form-select-field';
import {
  createPlaceBodySchema,
  type CreatePlaceBody,
  type LookupItem,
  type Place,
  type PlaceKind,
} from '@portal/shared';
import {
  FormErrorAlert,
  FormTextField,
  SubmitButton,
  applyServerIssues,
} from '../../../components/form';
import { useFormat } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { useSavePlace } from '../api/save-place';

type FormValues = CreatePlaceBody;
const FIELDS = ['name', 'countryId', 'stateId', 'enabled', 'registrationEnabled'] as const;

function toFormValues(place: Place | undefined): FormValues {
  return {
    name: place?.name ?? '',
    // A place without a country asks for one; the select shows "Choose...".
    countryId: (place?.countryId ?? undefined) as number,
    stateId: place?.stateId ?? null,
    enabled: place?.enabled ?? true,
    registrationEnabled: place?.registrationEnabled ?? false,
  };
}

/** A select of ids bound to a number (or null) field. */
function IdSelect({
  control,
  name,
  label,
  items,
  required = false,
  emptyLabel,
  onPicked,
}: {
  control: Control<FormValues>;
  name: 'countryId' | 'stateId';
  label: string;
  items: LookupItem[];
  required?: boolean;
  emptyLabel: string;
  onPicked?: (value: number | null) => void;
}) {
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      required={required}
      valueAs="id"
      onPicked={(value) => onPicked?.(typeof value === 'number' ? value : null)}
      options={[
        { value: '', label: emptyLabel },
        ...items.map((item) => ({ value: String(item.id), label: item.name })),
      ]}
    />
  );
}

function BooleanField({
  control,
  name,
  label,
  help,
}: {
  control: Control<FormValues>;
  name: 'enabled' | 'registrationEnabled';
  label: string;
  help: string;
}) {
  const { field } = useController({ control, name });
  const helpId = `place-${name}-help`;
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
          />
        }
        label={label}
      />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: 4 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}

function PlaceSwitches({ control }: { control: Control<FormValues> }) {
  const { t } = usePlacesTranslation();
  return (
    <>
      <BooleanField
        control={control}
        name="enabled"
        label={t('places.fields.enabled')}
        help={t('places.form.enabledHelp')}
      />
      <BooleanField
        control={control}
        name="registrationEnabled"
        label={t('places.fields.registrationEnabled')}
        help={t('places.form.registrationEnabledHelp')}
      />
    </>
  );
}

export function PlaceForm({
  kind,
  place,
  onSaved,
  onCancel,
}: {
  kind: PlaceKind;
  place?: Place;
  onSaved: (place: Place) => void;
  onCancel: () => void;
}) {
  const { t } = usePlacesTranslation();
  const format = useFormat();
  const lookups = useLists();
  const save = useSavePlace(kind, place?.id);
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    FormValues,
    unknown,
    FormValues
  >({
    resolver: zodResolver(createPlaceBodySchema) as never,
    mode: 'onTouched',
    defaultValues: toFormValues(place),
  });
  const countryId = useWatch({ control, name: 'countryId' });
  const states = (lookups.data?.states ?? []).filter((state) => state.countryId === countryId);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      if (!applyServerIssues(error, setError, FIELDS)) setServerError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="place-form">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('form.requiredNote')}
      </Typography>
      <FormTextField control={control} name="name" label={t('places.fields.name')} required />
      <IdSelect
        control={control}
        name="countryId"
        label={t('places.fields.country')}
        items={(lookups.data?.countries ?? []).map((country) => ({
          ...country,
          name: format.countryName(country),
        }))}
        required
        emptyLabel={t('places.form.chooseCountry')}
        onPicked={(value) => {
          const stateId = getValues('stateId');
          const stillThere = lookups.data?.states.some(
            (state) => state.id === stateId && state.countryId === value,
          );
          if (stateId !== null && !stillThere) setValue('stateId', null);
        }}
      />
      <IdSelect
        control={control}
        name="stateId"
        label={t('places.fields.state')}
        items={states}
        emptyLabel={countryId ? t('places.form.noState') : t('places.form.chooseCountryFirst')}
      />
      <PlaceSwitches control={control} />
      <FormErrorAlert error={serverError} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SubmitButton busy={formState.isSubmitting}>{t('places.form.save')}</SubmitButton>
        <Button onClick={onCancel} size="large" sx={{ mt: 2 }}>
          {t('places.form.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
