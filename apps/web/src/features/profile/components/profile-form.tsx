// The user's own profile: names, phone, preferred language.
import { useState } from 'react';
import { useProfileTranslation } from '../i18n';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { updateProfileBodySchema, type UpdateProfileBody, type UserData } from '@portal/shared';
import { FormErrorAlert, SubmitButton, applyServerIssues } from '../../../components/form';
import { PersonNameFields, PhoneAndLanguageFields } from '../../../components/form/person-fields';
import { notify } from '../../../lib/notify';
import { useUpdateMe } from '../api/update-me';

const FIELDS = ['firstName', 'lastName', 'phone', 'language'] as const;

function toFormValues(user: UserData): UpdateProfileBody {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    language: user.language,
  };
}

export function ProfileForm({ user }: { user: UserData }) {
  const { t } = useProfileTranslation();
  const updateMe = useUpdateMe();
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(updateProfileBodySchema),
    mode: 'onTouched',
    defaultValues: toFormValues(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await updateMe.mutateAsync(values);
      reset(toFormValues(saved));
      notify.success(t('profile.saved'));
    } catch (error) {
      if (!applyServerIssues(error, setError, FIELDS)) setServerError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="profile-form">
      <Typography sx={{ color: 'text.secondary' }}>{t('profile.intro')}</Typography>
      <Box
        component="dl"
        sx={{ my: 2, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}
      >
        <Typography component="dt" sx={{ fontWeight: 500 }}>
          {t('profile.email')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 500 }}>
          {t('profile.role')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {t(`roles.${user.role}`)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('form.requiredNote')}
      </Typography>
      <PersonNameFields
        control={control}
        isOwn
        labels={{ firstName: t('profile.firstName'), lastName: t('profile.lastName') }}
      />
      <PhoneAndLanguageFields
        control={control}
        isOwn
        labels={{ phone: t('profile.phone'), language: t('profile.language') }}
      />
      <FormErrorAlert error={serverError} />
      <SubmitButton busy={formState.isSubmitting}>{t('profile.save')}</SubmitButton>
    </Box>
  );
}
