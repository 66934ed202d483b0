// The line under a plain field: its error (id `${id}-error`), else its hint (`${id}-hint`), else
// an empty line kept for the error, so that leaving an empty field does not move what is below it
// between a mouse press and its release (the click would land elsewhere). Free of imports, since
// the sign-in page draws it.
export function PlainFieldNote({ id, error, hint }: { id: string; error: string; hint?: string }) {
  return error ? (
    <p id={`${id}-error`} className="pl-field-error">
      {error}
    </p>
  ) : hint ? (
    <p id={`${id}-hint`} className="pl-help">
      {hint}
    </p>
  ) : (
    <p className="pl-field-reserve" aria-hidden="true" />
  );
}
