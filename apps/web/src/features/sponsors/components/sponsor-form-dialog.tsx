// Creating or editing a sponsor in a dialog (full screen on a phone), Save / Cancel. Coordinators
// edit every field; a sponsor editing their own profile only their names and phone
// (OWN_SPONSOR_FIELDS; the e-mail and school are the coordinators').
import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SponsorDetails } from '@portal/shared';
import { FormErrorAlert, FormTextField, applyServerIssues } from '../../../components/form';
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

export type SponsorFormMode = 'create' | 'edit' | 'own';

export interface SponsorFormDialogProps {
  open: boolean;
  mode: SponsorFormMode;
  sponsor?: SponsorDetails;
  onClose: () => void;
  onSaved: (sponsor: SponsorDetails) => void;
}

export function SponsorFormDialog(props: SponsorFormDialogProps) {
  if (!props.open) return null;
  return props.mode === 'own' && props.sponsor ? (
    <OwnSponsorForm {...props} sponsor={props.sponsor} />
  ) : (
    <CoordinatorSponsorForm {...props} />
  );
}

function FormDialog({
  title,
  busy,
  onClose,
  onSubmit,
  children,
  serverError,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
  serverError: unknown;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="sponsor-form">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('form.requiredNote')}</Box>
          {children}
          <FormErrorAlert error={serverError} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('sponsors.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} aria-busy={busy}>
            {t('sponsors.form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function CoordinatorSponsorForm({ mode, sponsor, onClose, onSaved }: SponsorFormDialogProps) {
  const { t } = useTranslation();
  const lists = useLists();
  const create = useCreateSponsor();
  const update = useUpdateSponsor(sponsor?.id ?? 0);
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    SponsorFormValues,
    unknown,
    SponsorFormOutput
  >({
    resolver: zodResolver(sponsorFormSchema),
    mode: 'onTouched',
    defaultValues: sponsor && mode === 'edit' ? sponsorToForm(sponsor) : emptySponsorForm(),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved =
        mode === 'edit' && sponsor
          ? await update.mutateAsync(values)
          : await create.mutateAsync(values);
      notify.success(t(mode === 'edit' ? 'sponsors.form.updated' : 'sponsors.form.created'));
      onSaved(saved);
    } catch (error) {
      if (!applyServerIssues(error, setError, SPONSOR_FORM_FIELDS)) setServerError(error);
    }
  });

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
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormTextField
          control={control}
          name="firstName"
          label={t('sponsors.fields.firstName')}
          autoComplete="off"
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('sponsors.fields.lastName')}
          autoComplete="off"
          required
        />
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
      </Box>
      <Controller
        control={control}
        name="leadershipDistinction"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={t('sponsors.fields.leadershipDistinction')}
          />
        )}
      />
    </FormDialog>
  );
}

function OwnSponsorForm({
  sponsor,
  onClose,
  onSaved,
}: SponsorFormDialogProps & { sponsor: SponsorDetails }) {
  const { t } = useTranslation();
  const update = useUpdateSponsor(sponsor.id);
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<OwnSponsorFormValues>({
    resolver: zodResolver(ownSponsorFormSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: sponsor.firstName,
      lastName: sponsor.lastName,
      phone: sponsor.phone,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync(values);
      notify.success(t('sponsors.form.ownUpdated'));
      onSaved(saved);
    } catch (error) {
      if (!applyServerIssues(error, setError, OWN_SPONSOR_FORM_FIELDS)) setServerError(error);
    }
  });
  return (
    <FormDialog
      title={t('sponsors.form.ownTitle')}
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
    >
      <FormTextField
        control={control}
        name="firstName"
        label={t('sponsors.fields.firstName')}
        autoComplete="off"
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="lastName"
        label={t('sponsors.fields.lastName')}
        autoComplete="off"
        required
      />
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
