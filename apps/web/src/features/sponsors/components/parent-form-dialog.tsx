// Adding or editing a parent or guardian of a sponsor (seed's Parent: names, e-mail, address
// lines 1 and 2, city, zip code, state, phone, relationship), in a dialog with Save / Cancel.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PARENT_RELATIONSHIPS, type SponsorParent } from '@portal/shared';
import { FormErrorAlert, FormTextField, applyServerIssues } from '../../../components/form';
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

export interface ParentFormDialogProps {
  open: boolean;
  sponsorId: number;
  /** The parent being edited; none to add one. */
  parent?: SponsorParent;
  onClose: () => void;
}

export function ParentFormDialog(props: ParentFormDialogProps) {
  return props.open ? <ParentForm {...props} /> : null;
}

function ParentForm({ sponsorId, parent, onClose }: ParentFormDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const create = useCreateSponsorParent(sponsorId);
  const update = useUpdateSponsorParent(sponsorId);
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    ParentFormValues,
    unknown,
    ParentFormOutput
  >({
    resolver: zodResolver(parentFormSchema),
    mode: 'onTouched',
    defaultValues: parentToForm(parent),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (parent) await update.mutateAsync({ parentId: parent.id, body: values });
      else await create.mutateAsync(values);
      notify.success(t(parent ? 'sponsors.parents.updated' : 'sponsors.parents.created'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, setError, PARENT_FORM_FIELDS)) setServerError(error);
    }
  });

  const busy = formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="parent-form">
        <DialogTitle id={titleId}>
          {t(parent ? 'sponsors.parents.editTitle' : 'sponsors.parents.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('form.requiredNote')}</Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              columnGap: 2,
            }}
          >
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
            <FormTextField
              control={control}
              name="city"
              label={t('sponsors.parents.fields.city')}
            />
            <FormTextField
              control={control}
              name="state"
              label={t('sponsors.parents.fields.state')}
            />
            <FormTextField
              control={control}
              name="zipCode"
              label={t('sponsors.parents.fields.zipCode')}
            />
          </Box>
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
