// A labelled native select bound to react-hook-form (native: light, and right on phones).
import { useId } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { translateFieldMessage } from '../../lib/errors';

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

export interface FormSelectFieldProps<T extends FieldValues, TOut = T> {
  /** The form's control; forms whose schema transforms values (TOut) fit too. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  options: SelectOption[];
  required?: boolean;
  /** A hint under the field (an error replaces it). */
  helperText?: string;
  /** `id`: the field holds a record's id (a number, or null for the empty choice). */
  valueAs?: 'string' | 'id';
  /** Called with the new value after the user picks one. */
  onPicked?: (value: string | number | null) => void;
}

export function FormSelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  required = false,
  helperText,
  valueAs = 'string',
  onPicked,
}: FormSelectFieldProps<T, TOut>) {
  const { t } = useCommonTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const errorText = translateFieldMessage(fieldState.error?.message, t);
  // No error is '', not undefined: the helper text shows until there is one.
  const help = errorText || helperText;
  return (
    <FormControl fullWidth margin="normal" required={required} error={Boolean(errorText)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput notched label={`${label}${required ? ' *' : ''}`} />}
        inputProps={{
          id,
          name: field.name,
          'aria-describedby': help ? `${id}-help` : undefined,
        }}
        value={field.value == null ? '' : String(field.value as string | number)}
        onChange={(event) => {
          const raw = event.target.value;
          const value = valueAs === 'id' ? (raw ? Number(raw) : null) : raw;
          field.onChange(value);
          onPicked?.(value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {help && <FormHelperText id={`${id}-help`}>{help}</FormHelperText>}
    </FormControl>
  );
}
