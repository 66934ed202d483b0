// The controls above a list: the search box (first, UX.md) and filter selects.
//
//   <SearchBox label={t('places.search')} value={list.searchInput} onChange={list.setSearchInput} />
//   <FilterSelect label={t('places.fields.enabled')} value={list.filters.enabled}
//     onChange={(v) => list.setFilter('enabled', v)} options={[{ value: 'true', label: t('table.yes') }, ...]} />
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH } from '@portal/shared';

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX_LENGTH, 'data-testid': 'list-search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('table.clearSearch')}
                onClick={() => onChange('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled native select; the empty choice ("All") clears the filter. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  name,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: FilterOption[];
  /** The clearing choice's text; "All" when omitted. */
  allLabel?: string;
  /** The select's name attribute. */
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl
      size="small"
      sx={{
        minWidth: { xs: 0, sm: 160 },
        maxWidth: '100%',
        flex: { xs: '1 1 140px', sm: '0 0 auto' },
      }}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput notched label={label} />}
        sx={{ width: '100%', '.MuiNativeSelect-select': { textOverflow: 'ellipsis' } }}
        inputProps={{ id, name }}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel ?? t('table.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/** Yes/No options for boolean filters ("true"/"false" in the URL and the API). */
export function useYesNoOptions(): FilterOption[] {
  const { t } = useTranslation();
  return [
    { value: 'true', label: t('table.yes') },
    { value: 'false', label: t('table.no') },
  ];
}

/** A filter choice for a record of the lookup lists (a school, a village, a country). */
export function placeOption(record: { id: number; name: string }): FilterOption {
  return { value: String(record.id), label: record.name };
}
