// A required text field of the gift form (a name or the e-mail), with its error or hint under
// it: the error as soon as the field is left, gone as the payer types again.
import type { ReactNode } from 'react';
import { PlainLabelRow } from '../../../components/plain/plain-label-row';
import type { Field } from './use-donation-form';

/** The field's error under it, which the input names as its description. */
export function FieldError({
  formId,
  field,
  error,
}: {
  formId: string;
  field: Field;
  error: string | undefined;
}): ReactNode {
  return error ? (
    <p id={`${formId}-${field}-error`} className="pl-field-error">
      {error}
    </p>
  ) : null;
}

/** The error's id when there is one, else the hint's (when there is one). */
export function describedBy(formId: string, field: Field, error?: string, hasHint?: boolean) {
  return error ? `${formId}-${field}-error` : hasHint ? `${formId}-${field}-hint` : undefined;
}

export function DonationTextField({
  formId,
  field,
  label,
  value,
  error,
  onChange,
  onLeave,
  type,
  autoComplete,
  hint,
  maxLength,
}: {
  formId: string;
  field: 'firstName' | 'lastName' | 'email';
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Checks the field when it is left with something typed. */
  onLeave: () => void;
  type?: string;
  autoComplete: string;
  hint?: string;
  maxLength: number;
}) {
  return (
    <div className={error ? 'pl-field pl-field--error' : 'pl-field'}>
      <PlainLabelRow htmlFor={`${formId}-${field}`} label={label} required />
      <input
        id={`${formId}-${field}`}
        className="pl-input"
        type={type ?? 'text'}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(formId, field, error, Boolean(hint))}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (value !== '') onLeave();
        }}
        {...(type === 'email' ? { inputMode: 'email' as const, spellCheck: false } : {})}
      />
      {error ? (
        <FieldError formId={formId} field={field} error={error} />
      ) : (
        hint && (
          <p id={`${formId}-${field}-hint`} className="pl-help">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
