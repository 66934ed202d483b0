// A required text input of the signing form (the signer's name, the typed signature) with its
// label, and under it its error or else its hint.
import {
  FieldError,
  describedBy,
  type SigningErrors,
  type SigningField,
} from './signing-field-error';

export function SigningTextField({
  formId,
  field,
  label,
  value,
  onChange,
  autoComplete,
  inputClassName = 'pl-input',
  hint,
  errors,
}: {
  formId: string;
  field: SigningField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  inputClassName?: string;
  hint?: string;
  errors: SigningErrors;
}) {
  return (
    <div className={errors[field] ? 'pl-field pl-field--error' : 'pl-field'}>
      <label htmlFor={`${formId}-${field}`} className="pl-label">
        {label}
      </label>
      <input
        id={`${formId}-${field}`}
        className={inputClassName}
        value={value}
        autoComplete={autoComplete}
        required
        aria-invalid={Boolean(errors[field])}
        aria-describedby={describedBy(formId, field, errors, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors[field] || !hint ? (
        <FieldError formId={formId} field={field} errors={errors} />
      ) : (
        <p id={`${formId}-${field}-hint`} className="pl-help">
          {hint}
        </p>
      )}
    </div>
  );
}
