// Creating or editing a sponsor in a dialog (full screen on a phone), Save / Cancel. Coordinators
// edit every field; a sponsor editing their own profile only their names and phone
// (OWN_SPONSOR_FIELDS; the e-mail and school are the coordinators').
import { useSponsorsTranslation } from '../i18n';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { SponsorDetails } from '@portal/shared';
import {
  FormDialog,
  FormGrid,
  FormTextField,
  useServerAwareSubmit,
} from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { notify } from '../../../lib/notify';
import { useLists } from '../../../lib/get-lists';
import { useCreateSponsor } from '../api/create-sponsor';
import { useUpdateSponsor } from '../api/update-sponsor';
import {
  OWN_SPONSOR_FORM_FIELDS,
  SPONSOR_FORM_FIELDS,
  emptySponsorForm,
  ownSponsorFormSchema,
  sponsorFormSchema,
  sponsorToForm,
  type OwnSponsorFormValues,
  type SponsorFormOutput,
  type SponsorFormValues,
} from '../form-schema';
import type { SponsorFormDialogProps } from './sponsor-form-dialog';

/** The open dialog (sponsor-form-dialog.tsx loads it on first opening). */
export default function SponsorForm(props: SponsorFormDialogProps) {
  return props.mode === 'own' && props.sponsor ? (
    <OwnSponsorForm {...props} sponsor={props.sponsor} />
  ) : (
    <CoordinatorSponsorForm {...props} />
  );
}

function CoordinatorSponsorForm({ mode, sponsor, onClose, onSaved }: SponsorFormDialogProps) {
  const { t } = useSponsorsTranslation();
  const lists = useLists();
  const create = useCreateSponsor();
  const update = useUpdateSponsor(sponsor?.id ?? 0);
  const form = useForm<SponsorFormValues, unknown, SponsorFormOutput>({
    resolver: zodResolver(sponsorFormSchema),
    mode: 'onTouched',
    defaultValues: sponsor && mode === 'edit' ? sponsorToForm(sponsor) : emptySponsorForm(),
  });

  const { control, formState } = form;
  const { onSubmit, serverError } = useServerAwareSubmit(
    form,
    SPONSOR_FORM_FIELDS,
    async (values) => {
      const saved =
        mode === 'edit' && sponsor
          ? await update.mutateAsync(values)
          : await create.mutateAsync(values);
      notify.success(t(mode === 'edit' ? 'sponsors.form.updated' : 'sponsors.form.created'));
      onSaved(saved);
    },
  );

  const schools = (lists.data?.schools ?? []).map((school) => ({
    value: String(school.id),
    label: school.name,
  }));
  if (sponsor && !schools.some((school) => school.value === String(sponsor.schoolId))) {
    schools.push({ value: String(sponsor.schoolId), label: sponsor.schoolName });
  }

  return (
    <FormDialog
      title={t(mode === 'edit' ? 'sponsors.form.editTitle' : 'sponsors.form.createTitle')}
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="sponsor-form"
    >
      <FormGrid>
        <NameFields control={control} />
        <FormTextField
          control={control}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          label={t('sponsors.fields.email')}
          required
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          label={t('sponsors.fields.phone')}
        />
        <FormSelectField
          control={control}
          name="schoolId"
          label={t('sponsors.fields.school')}
          required
          options={[{ value: '', label: t('sponsors.form.choose') }, ...schools]}
        />
        <FormTextField
          control={control}
          name="birthdate"
          type="date"
          label={t('sponsors.fields.birthdate')}
        />
      </FormGrid>
    </FormDialog>
  );
}

function OwnSponsorForm({
  sponsor,
  onClose,
  onSaved,
}: SponsorFormDialogProps & { sponsor: SponsorDetails }) {
  const { t } = useSponsorsTranslation();
  const update = useUpdateSponsor(sponsor.id);
  const form = useForm<OwnSponsorFormValues>({
    resolver: zodResolver(ownSponsorFormSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: sponsor.firstName,
      lastName: sponsor.lastName,
      phone: sponsor.phone,
    },
  });
  const { control, formState } = form;
  const { onSubmit, serverError } = useServerAwareSubmit(
    form,
    OWN_SPONSOR_FORM_FIELDS,
    async (values) => {
      const saved = await update.mutateAsync(values);
      notify.success(t('sponsors.form.ownUpdated'));
      onSaved(saved);
    },
  );
  return (
    <FormDialog
      title={t('sponsors.form.ownTitle')}
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="sponsor-form"
    >
      <NameFields control={control} />
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={t('sponsors.fields.phone')}
      />
      <Box sx={{ color: 'text.secondary', typography: 'body2', mt: 1 }}>
        {t('sponsors.form.ownHelp')}
      </Box>
    </FormDialog>
  );
}

/** First and last name, the fields both sponsor forms start with. */
function NameFields<Values extends { firstName: string; lastName: string }, Output>({
  control,
}: {
  control: Control<Values, unknown, Output>;
}) {
  const { t } = useSponsorsTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={'firstName' as FieldPath<Values>}
        label={t('sponsors.fields.firstName')}
        autoComplete="off"
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name={'lastName' as FieldPath<Values>}
        label={t('sponsors.fields.lastName')}
        autoComplete="off"
        required
      />
    </>
  );
}
