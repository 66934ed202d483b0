// A labelled input of the public pages' forms, bound to react-hook-form. Apart from the rest of
// the kit (index.tsx): the entry draws the kit's loader and error pages, and importing this module
// there would put the form library in every page's first download, signed-in pages included.
import { useId } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateFieldMessage } from '../../lib/errors';

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
      {/* The asterisk sits beside the label, not in it: the input's name stays exactly the
          label ("Password"); `required` tells assistive technology the rest. */}
      <div className="pl-label-row">
        <label htmlFor={id} className="pl-label">
          {label}
        </label>
        {required && (
          <span className="pl-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        id={id}
        className="pl-input"
        type={type}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
      />
      {error ? (
        <p id={`${id}-error`} className="pl-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="pl-help">
          {hint}
        </p>
      ) : (
        // Keeps a line for the error, so that leaving an empty field does not move what is
        // below it between a mouse press and its release (the click would land elsewhere).
        <p className="pl-field-reserve" aria-hidden="true" />
      )}
    </div>
  );
}
