// Adding or editing a parent or guardian of a sponsor (seed's Parent: names, e-mail, address
// lines 1 and 2, city, zip code, state, phone, relationship) and the language they read (the
// parent agreement's e-mail and page), in a dialog with Save / Cancel. It says what saving does
// to the contact's confirmation (decision 030).
import { useSponsorsTranslation } from '../i18n';
import { useForm, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, PARENT_RELATIONSHIPS } from '@portal/shared';
import {
  FormDialog,
  FormGrid,
  FormTextField,
  useServerAwareSubmit,
} from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { notify } from '../../../lib/notify';
import { useCreateSponsorParent } from '../api/create-sponsor-parent';
import { useUpdateSponsorParent } from '../api/update-sponsor-parent';
import {
  PARENT_FORM_FIELDS,
  parentFormSchema,
  parentToForm,
  type ParentFormOutput,
  type ParentFormValues,
} from '../form-schema';
import type { ParentFormDialogProps } from './parent-form-dialog';

/** The open dialog (parent-form-dialog.tsx loads it on first opening). */
export default function ParentForm({
  sponsorId,
  parent,
  isCoordinator,
  onClose,
}: ParentFormDialogProps) {
  const { t } = useSponsorsTranslation();
  const create = useCreateSponsorParent(sponsorId);
  const update = useUpdateSponsorParent(sponsorId);
  const form = useForm<ParentFormValues, unknown, ParentFormOutput>({
    resolver: zodResolver(parentFormSchema),
    mode: 'onTouched',
    defaultValues: parentToForm(parent),
  });

  const { control, formState } = form;
  const { onSubmit, serverError } = useServerAwareSubmit(
    form,
    PARENT_FORM_FIELDS,
    async (values) => {
      if (parent) await update.mutateAsync({ parentId: parent.id, body: values });
      else await create.mutateAsync(values);
      notify.success(t(parent ? 'sponsors.parents.updated' : 'sponsors.parents.created'));
      onClose();
    },
  );

  const busy = formState.isSubmitting;
  return (
    <FormDialog
      title={t(parent ? 'sponsors.parents.editTitle' : 'sponsors.parents.addTitle')}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="parent-form"
    >
      <Alert severity="info" sx={{ mt: 2 }} data-testid="parent-form-note">
        {t(isCoordinator ? 'sponsors.parents.noteCoordinator' : 'sponsors.parents.noteOwn')}
      </Alert>
      <ParentFields control={control} />
    </FormDialog>
  );
}

function ParentFields({
  control,
}: {
  control: Control<ParentFormValues, unknown, ParentFormOutput>;
}) {
  const { t } = useSponsorsTranslation();
  return (
    <FormGrid>
      <FormTextField
        control={control}
        name="firstName"
        label={t('sponsors.parents.fields.firstName')}
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="lastName"
        label={t('sponsors.parents.fields.lastName')}
        required
      />
      <FormTextField
        control={control}
        name="email"
        type="email"
        inputMode="email"
        label={t('sponsors.parents.fields.email')}
        required
      />
      <FormSelectField
        control={control}
        name="relationship"
        label={t('sponsors.parents.fields.relationship')}
        required
        options={[
          { value: '', label: t('sponsors.form.choose') },
          ...PARENT_RELATIONSHIPS.map((code) => ({
            value: code,
            label: t(`sponsors.relationship.${code}`),
          })),
        ]}
      />
      <FormSelectField
        control={control}
        name="language"
        label={t('sponsors.parents.fields.language')}
        helperText={t('sponsors.parents.languageHelp')}
        required
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`languages.${language}`),
        }))}
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        label={t('sponsors.parents.fields.phoneNumber')}
      />
      <FormTextField
        control={control}
        name="address1"
        label={t('sponsors.parents.fields.address1')}
      />
      <FormTextField
        control={control}
        name="address2"
        label={t('sponsors.parents.fields.address2')}
      />
      <FormTextField control={control} name="city" label={t('sponsors.parents.fields.city')} />
      <FormTextField control={control} name="state" label={t('sponsors.parents.fields.state')} />
      <FormTextField
        control={control}
        name="zipCode"
        label={t('sponsors.parents.fields.zipCode')}
      />
    </FormGrid>
  );
}
