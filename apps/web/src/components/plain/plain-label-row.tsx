// The label above a plain input, with the asterisk of a required field beside it rather than in
// it: the input's name stays exactly the label ("Password"); `required` on the input tells
// assistive technology the rest. Apart from the kit's index and free of imports, since the
// sign-in page draws it.
export function PlainLabelRow({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required: boolean;
}) {
  return (
    <div className="pl-label-row">
      <label htmlFor={htmlFor} className="pl-label">
        {label}
      </label>
      {required && (
        <span className="pl-required" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}
