// A date of birth in the light kit's look (components/plain), bound to react-hook-form as
// `YYYY-MM-DD`: day, month (its name) and year as three fields in the order of the user's
// language (es-CO: day, month, year; en-US: month, day, year), the numbers with the phone's
// number pad. A memorable date is typed faster than it is picked from a calendar, on a phone
// too. The form checks it when focus leaves the whole group, not each of its parts.
import { useId, useMemo, useState, type FocusEvent, type ReactElement } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
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

  const inputs: Record<Part, ReactElement> = {
    day: (
      <div className="su-date__part su-date__part--day" key="day">
        <label htmlFor={`${id}-day`} className="su-date__label">
          {t('signup.day')}
        </label>
        <input
          id={`${id}-day`}
          className="pl-input"
          inputMode="numeric"
          autoComplete="bday-day"
          maxLength={2}
          value={parts.day}
          onChange={(event) => change('day', event.target.value)}
          ref={order[0] === 'day' ? field.ref : undefined}
          {...common}
        />
      </div>
    ),
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
          onChange={(event) => change('month', event.target.value)}
          ref={order[0] === 'month' ? field.ref : undefined}
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
    year: (
      <div className="su-date__part su-date__part--year" key="year">
        <label htmlFor={`${id}-year`} className="su-date__label">
          {t('signup.year')}
        </label>
        <input
          id={`${id}-year`}
          className="pl-input"
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          value={parts.year}
          onChange={(event) => change('year', event.target.value)}
          ref={order[0] === 'year' ? field.ref : undefined}
          {...common}
        />
      </div>
    ),
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
      <div className="su-date__parts">{order.map((part) => inputs[part])}</div>
      {error ? (
        <p id={`${id}-error`} className="pl-field-error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="pl-help">
          {hint}
        </p>
      ) : (
        <p className="pl-field-reserve" aria-hidden="true" />
      )}
    </fieldset>
  );
}
