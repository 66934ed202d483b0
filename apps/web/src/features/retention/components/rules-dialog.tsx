// "Change the rules": each kind's period (in its unit, within its limits) and whether its rule
// applies, in a form dialog like the other areas' (UX.md "Forms"): a field's error shows under it
// once it is left, the server's field issues land under their inputs, nothing typed is lost on a
// refusal, and Save is busy while saving. Saved, the screen shows the new rules and the preview
// under them.
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RETENTION_LIMITS, type RetentionKind, type RetentionOverview } from '@portal/shared';
import { FormDialog, FormInputField, useServerAwareSubmit } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useSaveRetentionRules } from '../api/save-retention-rules';
import { useRetentionTranslation } from '../i18n';
import {
  rulesBodyOf,
  rulesFields,
  rulesFormSchema,
  rulesValuesOf,
  type RulesFormValues,
} from './rules-form';

function RuleFields({
  control,
  index,
  kind,
}: {
  control: Control<RulesFormValues>;
  index: number;
  kind: RetentionKind;
}) {
  const { t } = useRetentionTranslation();
  const nameId = useId();
  const limits = RETENTION_LIMITS[kind];
  const unit = t(`retention.units.${limits.unit}`);
  const name = t(`retention.kinds.${kind}`);
  const label = `${t('retention.fields.period')} (${unit})`;
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 11rem 7rem' },
        columnGap: 2,
        alignItems: 'center',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={nameId} variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <FormInputField
        control={control}
        name={`rules.${index}.period`}
        label={label}
        accessibleName={`${name}: ${label}`}
        t={t}
        type="number"
        inputMode="numeric"
        required
        isDense
        helperText={t('retention.limits', { min: limits.min, max: limits.max, unit })}
      />
      <Controller
        control={control}
        name={`rules.${index}.enabled`}
        render={({ field }) => (
          <FormControlLabel
            label={t('retention.fields.enabled')}
            sx={{ minHeight: 44 }}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-label': `${name}: ${t('retention.fields.enabled')}` } }}
              />
            }
          />
        )}
      />
    </Box>
  );
}

export default function RulesDialog({
  overview,
  onClose,
}: {
  open: boolean;
  overview: RetentionOverview;
  onClose: () => void;
}) {
  const { t } = useRetentionTranslation();
  const save = useSaveRetentionRules();
  const form = useForm<RulesFormValues>({
    resolver: zodResolver(rulesFormSchema),
    mode: 'onTouched',
    defaultValues: rulesValuesOf(overview),
  });
  const fields = rulesFields(overview.kinds.length);
  const { onSubmit, serverError } = useServerAwareSubmit(form, fields, async (values) => {
    await save.mutateAsync(rulesBodyOf(values));
    notify.success(t('retention.saved'));
    onClose();
  });
  return (
    <FormDialog
      title={t('retention.editTitle')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="retention-rules-form"
    >
      <Typography variant="body2" sx={{ mt: 1, mb: 1 }}>
        {t('retention.editHelp')}
      </Typography>
      {overview.kinds.map((kind, index) => (
        <RuleFields key={kind.kind} control={form.control} index={index} kind={kind.kind} />
      ))}
    </FormDialog>
  );
}
