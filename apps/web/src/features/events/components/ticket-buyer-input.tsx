// One of the buyer's required fields (first name, last name, e-mail) with its error or hint.
import { PlainLabelRow } from '../../../components/plain/plain-label-row';
import { useEventsTranslation } from '../i18n';
import type { BuyerField } from './use-ticket-order';

export function BuyerInput({
  formId,
  field,
  value,
  error,
  autoComplete,
  hint,
  onChange,
}: {
  formId: string;
  field: BuyerField;
  value: string;
  error: string | undefined;
  autoComplete: string;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useEventsTranslation();
  const id = formId;
  return (
    <div className={error ? 'pl-field pl-field--error' : 'pl-field'}>
      <PlainLabelRow htmlFor={`${id}-${field}`} label={t(`public.${field}`)} required />
      <input
        id={`${id}-${field}`}
        className="pl-input"
        type={field === 'email' ? 'email' : 'text'}
        value={value}
        autoComplete={autoComplete}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined}
        spellCheck={field === 'email' ? false : undefined}
        autoCapitalize={field === 'email' ? 'none' : undefined}
        onChange={(change) => onChange(change.target.value)}
      />
      {error ? (
        <p id={`${id}-${field}-error`} className="pl-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-${field}-hint`} className="pl-help">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
