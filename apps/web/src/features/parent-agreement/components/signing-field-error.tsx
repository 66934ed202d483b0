// How the signing form ties a field to the words about it: its error while it has one, else its
// hint, each found by an id made of the form's id and the field's name.
export type SigningField = 'name' | 'relationship' | 'signature';
export type SigningErrors = Partial<Record<SigningField, string>>;

/** The id of the words that describe the field now, if any (`hint` when it has a hint). */
export function describedBy(
  formId: string,
  field: SigningField,
  errors: SigningErrors,
  hint?: string,
): string | undefined {
  return errors[field] ? `${formId}-${field}-error` : hint ? `${formId}-${field}-hint` : undefined;
}

export function FieldError({
  formId,
  field,
  errors,
}: {
  formId: string;
  field: SigningField;
  errors: SigningErrors;
}) {
  return errors[field] ? (
    <p id={`${formId}-${field}-error`} className="pl-field-error">
      {errors[field]}
    </p>
  ) : null;
}
