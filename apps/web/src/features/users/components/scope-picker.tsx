// Choose the schools or villages an ADMIN works with (a searchable multiple choice). Offers the
// enabled places from the lookup lists plus whatever is assigned already (even if disabled).
import { useUsersTranslation } from '../i18n';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface ScopeOption {
  id: number;
  name: string;
}

export function ScopePicker({
  label,
  options,
  value,
  onChange,
  name,
}: {
  label: string;
  options: ScopeOption[];
  value: ScopeOption[];
  onChange: (value: ScopeOption[]) => void;
  name: string;
}) {
  const { t } = useUsersTranslation();
  const byId = new Map<number, ScopeOption>();
  for (const option of [...value, ...options]) byId.set(option.id, option);
  const all = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Autocomplete
      multiple
      options={all}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterSelectedOptions
      noOptionsText={t('users.scope.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          margin="normal"
          helperText={value.length === 0 ? t('users.scope.noneChosen') : undefined}
        />
      )}
    />
  );
}
