// Choose schools or villages (a searchable multiple choice over the lookup lists, which hold the
// caller's places); none chosen means every one in the caller's scope.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface PlaceOption {
  id: number;
  name: string;
}

export function PlacePicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: PlaceOption[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const chosen = value.map(
    (id) => options.find((option) => option.id === id) ?? { id, name: `#${id}` },
  );
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      onChange={(_, next) => onChange(next.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
