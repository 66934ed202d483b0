// A labelled input bound to react-hook-form, for the meeting forms' kinds of input the shared
// FormTextField does not take: a time, a number of minutes, several lines of notes, the small
// inputs of a schedule row. Its error is the translated zod or server message, under it.
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { translateFieldMessage } from '../../../lib/errors';
import { useMeetingsTranslation } from '../i18n';

export interface MeetingTextFieldProps<Values extends FieldValues, Output = Values> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  type?: 'text' | 'date' | 'time' | 'number';
  required?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  inputMode?: 'text' | 'numeric';
  autoFocus?: boolean;
  /** Compact, for the rows of a table-like form. */
  isDense?: boolean;
  /** A fuller name for screen readers when the visible label repeats ("Date of Kickoff 1"). */
  accessibleName?: string;
}

export function MeetingTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
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
}: MeetingTextFieldProps<Values, Output>) {
  const { t } = useMeetingsTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const errorText = translateFieldMessage(fieldState.error?.message, t);
  const help = errorText || helperText;
  const helpId = help ? `${id}-help` : undefined;
  // Date and time inputs always show their own placeholder: the label stays above them.
  const isLabelAbove = type === 'date' || type === 'time' ? true : undefined;
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
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        multiline={multiline}
        minRows={minRows}
        autoFocus={autoFocus}
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
