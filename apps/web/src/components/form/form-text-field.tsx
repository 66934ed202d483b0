// A labelled text input bound to react-hook-form. Built from FormControl parts rather than
// TextField: TextField also pulls in Select (menus, popovers), too heavy for the login page.
// The error under the field is the translated zod or server message.
import { useId, type ReactNode } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { translateFieldMessage } from '../../lib/errors';

export interface FormTextFieldProps<T extends FieldValues, TOut = T> {
  /** The form's control; forms whose schema transforms values (TOut) fit too. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  inputMode?: 'text' | 'email' | 'tel';
}

export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  disabled = false,
  helperText,
  autoFocus = false,
  inputMode,
}: FormTextFieldProps<T, TOut>) {
  const { t } = useCommonTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const errorText = translateFieldMessage(fieldState.error?.message, t);
  const describedBy = errorText || helperText ? `${id}-help` : undefined;
  return (
    <FormControl
      fullWidth
      margin="normal"
      required={required}
      error={Boolean(errorText)}
      disabled={disabled}
    >
      {/* A date input always shows its own placeholder: the label stays above it. */}
      <InputLabel htmlFor={id} shrink={type === 'date' ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={`${label}${required ? ' *' : ''}`}
        notched={type === 'date' ? true : undefined}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputProps={{
          'aria-describedby': describedBy,
          'aria-invalid': Boolean(errorText),
          inputMode,
          spellCheck: type === 'text' ? undefined : false,
        }}
      />
      {(errorText || helperText) && (
        <FormHelperText id={describedBy}>{errorText || helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
