// A labelled input bound to react-hook-form for what FormTextField does not take: a time, a
// moment (datetime-local: the browser's own picker, in the user's locale), a number, several
// lines, the compact inputs of a table-like form. Its error is the zod or server message,
// translated with the feature's own `t` (its field messages may be the feature's keys).
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { translateFieldMessage } from '../../lib/errors';
import type { AnyTranslate } from '../../lib/i18n/feature-translation';

export interface FormInputFieldProps<Values extends FieldValues, Output = Values> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** The feature's translation of field messages. */
  t: AnyTranslate;
  type?: 'text' | 'date' | 'time' | 'number' | 'datetime-local';
  required?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal';
  autoFocus?: boolean;
  /** Compact, for the rows of a table-like form. */
  isDense?: boolean;
  /** A fuller name for screen readers when the visible label repeats ("Date of Kickoff 1"). */
  accessibleName?: string;
  /** Called with the new text after each change (e.g. a field that follows another). */
  onEdited?: (value: string) => void;
  startAdornment?: ReactNode;
}

/** Inputs that always show their own placeholder: their label stays above them. */
const LABEL_ABOVE_TYPES = new Set(['date', 'time', 'datetime-local']);

export function FormInputField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  t,
  type = 'text',
  required = false,
  helperText,
  multiline = false,
  minRows,
  maxLength,
  inputMode,
  autoFocus = false,
  isDense = false,
  accessibleName,
  onEdited,
  startAdornment,
}: FormInputFieldProps<Values, Output>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const errorText = translateFieldMessage(fieldState.error?.message, t);
  const help = errorText || helperText;
  const helpId = help ? `${id}-help` : undefined;
  const isLabelAbove = LABEL_ABOVE_TYPES.has(type) ? true : undefined;
  return (
    <FormControl
      fullWidth
      size={isDense ? 'small' : 'medium'}
      margin={isDense ? 'dense' : 'normal'}
      required={required}
      error={Boolean(errorText)}
    >
      <InputLabel htmlFor={id} shrink={isLabelAbove}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={`${label}${required ? ' *' : ''}`}
        notched={isLabelAbove}
        type={type}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => {
          field.onChange(event);
          onEdited?.(event.target.value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        multiline={multiline}
        minRows={minRows}
        autoFocus={autoFocus}
        startAdornment={startAdornment}
        inputProps={{
          'aria-label': accessibleName,
          'aria-describedby': helpId,
          'aria-invalid': Boolean(errorText),
          maxLength,
          inputMode,
        }}
      />
      {help ? <FormHelperText id={helpId}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
