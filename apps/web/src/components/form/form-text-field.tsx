// A labelled text input bound to react-hook-form. Built from FormControl parts rather than
// TextField: TextField also pulls in Select (menus, popovers), too heavy for the login page.
// The error under the field is the translated zod or server message.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { translateFieldMessage } from '../../lib/errors';

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  inputMode?: 'text' | 'email' | 'tel';
}

export function FormTextField<T extends FieldValues>({
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
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
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
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={`${label}${required ? ' *' : ''}`}
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
