// What to import: students or sponsors.
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { IMPORT_KINDS, type ImportKind } from '@portal/shared';
import { useToolsTranslation } from '../i18n';

export function ImportKindChoice({
  kind,
  disabled,
  onChange,
}: {
  kind: ImportKind;
  disabled: boolean;
  onChange: (kind: ImportKind) => void;
}) {
  const { t } = useToolsTranslation();
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{t('tools.import.kindLabel')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={kind}
        onChange={(event) => onChange(event.target.value as ImportKind)}
      >
        {IMPORT_KINDS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={t(`tools.import.kinds.${value}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
