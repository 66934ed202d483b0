// A labelled input of the public pages' forms, bound to react-hook-form. Apart from the rest of
// the kit (index.tsx): the entry draws the kit's loader and error pages, and importing this module
// there would put the form library in every page's first download, signed-in pages included.
import { useId } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { translateFieldMessage } from '../../lib/errors';
import { PlainFieldNote } from './plain-field-note';
import { PlainLabelRow } from './plain-label-row';

export interface PlainFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoFocus?: boolean;
  hint?: string;
}

/** What binds a plain text input or select to its field of the form: name, value and events. */
export function plainFieldBinding<T extends FieldValues>(field: ControllerRenderProps<T>) {
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
  };
}

/** A labelled input bound to react-hook-form; the translated error sits under it. */
export function PlainField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  required = false,
  autoFocus = false,
  hint,
}: PlainFieldProps<T>) {
  const { t } = useCommonTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = translateFieldMessage(fieldState.error?.message, t);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={error ? 'pl-field pl-field--error' : 'pl-field'}>
      <PlainLabelRow htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className="pl-input"
        type={type}
        {...plainFieldBinding(field)}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
      />
      <PlainFieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
