// A date of birth in the light kit's look (components/plain), bound to react-hook-form as
// `YYYY-MM-DD`: day, month (its name) and year as three fields in the order of the user's
// language (es-CO: day, month, year; en-US: month, day, year), the numbers with the phone's
// number pad. A memorable date is typed faster than it is picked from a calendar, on a phone
// too. The form checks it when focus leaves the whole group, not each of its parts.
import { useId, useMemo, useState, type FocusEvent, type ReactElement, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PlainFieldNote } from '../../../components/plain/plain-field-note';
import { translateFieldMessage } from '../../../lib/errors';
import { useSignupTranslation } from '../i18n';

type Part = 'day' | 'month' | 'year';

interface Parts {
  day: string;
  month: string;
  year: string;
}

/** The order of day, month and year in dates written in `language`. */
export function partOrder(language: string): Part[] {
  const parts = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

function partsOf(value: unknown): Parts {
  const match = typeof value === 'string' ? /^(\d*)-(\d*)-(\d*)$/.exec(value) : null;
  if (!match) return { day: '', month: '', year: '' };
  const [, year = '', month = '', day = ''] = match;
  return { year, month: month === '' ? '' : String(Number(month)), day };
}

/** `YYYY-MM-DD` when complete; '' when empty; otherwise a value the schema calls invalid. */
export function composeDate({ day, month, year }: Parts): string {
  if (day === '' && month === '' && year === '') return '';
  const pad = (text: string) => (text.length === 1 ? `0${text}` : text);
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function PlainDateField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  language,
  required = false,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  /** The language whose order and month names the fields follow. */
  language: string;
  required?: boolean;
}) {
  const { t } = useSignupTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const [parts, setParts] = useState<Parts>(() => partsOf(field.value));
  const error = translateFieldMessage(fieldState.error?.message, t);
  const order = useMemo(() => partOrder(language), [language]);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1),
      label: format.format(new Date(Date.UTC(2001, index, 1))),
    }));
  }, [language]);

  const change = (part: Part, value: string) => {
    const next = { ...parts, [part]: part === 'month' ? value : value.replace(/\D/g, '') };
    setParts(next);
    field.onChange(composeDate(next));
  };
  // Left as a whole: moving from the day to the month is not leaving the field.
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
  };
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    required,
  };

  return (
    <fieldset
      className={error ? 'pl-field pl-field--error su-date' : 'pl-field su-date'}
      onBlur={leave}
      data-testid={`${name}-field`}
    >
      <legend className="pl-label-row">
        <span className="pl-label">{label}</span>
        {required && (
          <span className="pl-required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <DateParts
        id={id}
        order={order}
        parts={parts}
        months={months}
        onChange={change}
        inputRef={field.ref}
        common={common}
      />
      <PlainFieldNote id={id} error={error} hint={hint} />
    </fieldset>
  );
}

type CommonProps = {
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  required: boolean;
};

/** The three parts in the language's order; the first takes the field's focus. */
function DateParts({
  id,
  order,
  parts,
  months,
  onChange,
  inputRef,
  common,
}: {
  id: string;
  order: Part[];
  parts: Parts;
  months: Array<{ value: string; label: string }>;
  onChange: (part: Part, value: string) => void;
  inputRef: Ref<HTMLInputElement & HTMLSelectElement>;
  common: CommonProps;
}) {
  const { t } = useSignupTranslation();
  const digitsPart = (part: 'day' | 'year', label: string, maxLength: number) => (
    <DigitsPart
      key={part}
      id={id}
      part={part}
      label={label}
      maxLength={maxLength}
      value={parts[part]}
      onChange={(value) => onChange(part, value)}
      inputRef={order[0] === part ? inputRef : undefined}
      common={common}
    />
  );
  const inputs: Record<Part, ReactElement> = {
    day: digitsPart('day', t('signup.day'), 2),
    month: (
      <div className="su-date__part su-date__part--month" key="month">
        <label htmlFor={`${id}-month`} className="su-date__label">
          {t('signup.month')}
        </label>
        <select
          id={`${id}-month`}
          className="pl-input su-select"
          autoComplete="bday-month"
          value={parts.month}
          onChange={(event) => onChange('month', event.target.value)}
          ref={order[0] === 'month' ? inputRef : undefined}
          {...common}
        >
          <option value="">{t('signup.chooseMonth')}</option>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
      </div>
    ),
    year: digitsPart('year', t('signup.year'), 4),
  };
  return <div className="su-date__parts">{order.map((part) => inputs[part])}</div>;
}

/** The day or the year, typed as digits. */
function DigitsPart({
  id,
  part,
  label,
  maxLength,
  value,
  onChange,
  inputRef,
  common,
}: {
  id: string;
  part: 'day' | 'year';
  label: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement> | undefined;
  common: CommonProps;
}) {
  return (
    <div className={`su-date__part su-date__part--${part}`}>
      <label htmlFor={`${id}-${part}`} className="su-date__label">
        {label}
      </label>
      <input
        id={`${id}-${part}`}
        className="pl-input"
        inputMode="numeric"
        autoComplete={`bday-${part}`}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        ref={inputRef}
        {...common}
      />
    </div>
  );
}
