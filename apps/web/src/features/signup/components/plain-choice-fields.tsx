// A select and a checkbox in the light kit's look (components/plain), bound to react-hook-form,
// with the translated error under the control.
import { useId, type ReactNode } from 'react';
import { useSignupTranslation } from '../i18n';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { plainFieldBinding } from '../../../components/plain/plain-field';
import { PlainLabelRow } from '../../../components/plain/plain-label-row';
import { translateFieldMessage } from '../../../lib/errors';

interface ControlProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  required?: boolean;
}

export function PlainSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required = false,
}: ControlProps<T> & { label: string; options: Array<{ value: string; label: string }> }) {
  const { t } = useSignupTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = translateFieldMessage(fieldState.error?.message, t);
  return (
    <div className={error ? 'pl-field pl-field--error' : 'pl-field'}>
      <PlainLabelRow htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className="pl-input su-select"
        {...plainFieldBinding(field)}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="pl-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function PlainCheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  details,
  required = false,
}: ControlProps<T> & { label: string; details?: ReactNode }) {
  const { t } = useSignupTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = translateFieldMessage(fieldState.error?.message, t);
  const describedBy = [details ? `${id}-details` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'pl-field pl-field--error' : 'pl-field'}>
      <div className="su-check">
        <input
          id={id}
          type="checkbox"
          className="su-check__input pl-focusable"
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
        />
        <label htmlFor={id} className="su-check__label">
          {label}
          {required && (
            <span className="pl-required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      </div>
      {details && (
        <div id={`${id}-details`} className="pl-help su-check__details">
          {details}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="pl-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
