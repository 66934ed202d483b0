// The gift form of both public pages: an amount from the presets or typed, within the
// programme's minimum and maximum ("Min amount allowed: $ {num}"), the payer's names and e-mail,
// an optional message (shown on a sponsor's page) and a memo. Checked before sending; the
// server's refusal (its 422 on the amount, or anything else) shows where it belongs, and
// nothing typed is lost. On success the browser goes to the provider's hosted checkout.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { centsToUnits, formatMoney, unitsToCents, type Language } from '@portal/shared';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import type { AnyTranslate } from '../../../lib/i18n/feature-translation';
import { createDonation, type DonationSettings } from '../api/create-donation';
import { useDonationsTranslation } from '../i18n';

/** Where the gift goes: the programme, or a sponsor's page for one student (its public ids). */
export interface DonationCredit {
  sponsorPublicId: string;
  studentPublicId: string;
  sponsorFirstName: string;
}

type Field = 'amount' | 'firstName' | 'lastName' | 'email';
const FIELDS: readonly Field[] = ['amount', 'firstName', 'lastName', 'email'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;
const MESSAGE_MAX = 500;
const MEMO_MAX = 200;

/** The amount's problem in words, or null when it is a number within the limits. */
export function amountProblem(
  cents: number | undefined,
  settings: Pick<DonationSettings, 'minCents' | 'maxCents'>,
  t: AnyTranslate,
  isEmpty: boolean,
): string | null {
  if (isEmpty) return t('validation.required');
  if (cents === undefined) return t('validation.invalidNumber');
  if (cents < settings.minCents) {
    return t('validation.minAmount', { num: centsToUnits(settings.minCents) });
  }
  if (cents > settings.maxCents) {
    return t('validation.maxAmount', { num: centsToUnits(settings.maxCents) });
  }
  return null;
}

export function DonationForm({
  settings,
  credit,
  onLeaving,
}: {
  settings: DonationSettings;
  credit?: DonationCredit;
  /** Called just before the browser leaves for the checkout (tests replace the navigation). */
  onLeaving?: (checkoutUrl: string) => void;
}) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const id = useId();
  const money = (cents: number) =>
    formatMoney(cents, settings.currency, language, { compact: true });
  const [preset, setPreset] = useState<number | null>(
    settings.presetsCents[1] ?? settings.presetsCents[0] ?? null,
  );
  const [custom, setCustom] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const isLeaving = useRef(false);

  const isCustom = preset === null;
  const amountCents = isCustom ? unitsToCents(custom) : preset;

  const checks: Record<Field, () => string | null> = {
    amount: () =>
      amountProblem(amountCents ?? undefined, settings, t, isCustom && custom.trim() === ''),
    firstName: () => (firstName.trim() === '' ? t('validation.required') : null),
    lastName: () => (lastName.trim() === '' ? t('validation.required') : null),
    email: () =>
      email.trim() === ''
        ? t('validation.required')
        : EMAIL.test(email.trim())
          ? null
          : t('validation.invalidEmail'),
  };

  /** Checks one field when it is left (UX.md: errors as soon as the field is left). */
  const checkField = (field: Field) =>
    setErrors((current) => {
      const problem = checks[field]();
      const { [field]: _, ...rest } = current;
      return problem ? { ...rest, [field]: problem } : rest;
    });
  const forget = (field: Field) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy || isLeaving.current) return;
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const problem = checks[field]();
      if (problem) found[field] = problem;
    }
    setErrors(found);
    setServerError(null);
    const first = FIELDS.find((field) => found[field]);
    if (first || amountCents == null) {
      document.getElementById(`${id}-${first ?? 'amount'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await createDonation({
        amountCents,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(memo.trim() ? { memo: memo.trim() } : {}),
        ...(credit
          ? { sponsorPublicId: credit.sponsorPublicId, studentPublicId: credit.studentPublicId }
          : {}),
      });
      isLeaving.current = true;
      if (onLeaving) onLeaving(created.checkoutUrl);
      else window.location.assign(created.checkoutUrl);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === 'DONATION_AMOUNT_TOO_LOW' || error.code === 'DONATION_AMOUNT_TOO_HIGH')
      ) {
        setErrors({ amount: getErrorMessage(error, t) });
        document.getElementById(`${id}-amount`)?.focus();
      } else {
        setServerError(error);
      }
      setBusy(false);
    }
  }

  const describe = (field: Field, hint?: boolean) =>
    errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;
  const fieldError = (field: Field): ReactNode =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="pl-field-error">
        {errors[field]}
      </p>
    ) : null;

  const textField = (
    field: 'firstName' | 'lastName' | 'email',
    label: string,
    value: string,
    setValue: (value: string) => void,
    extra: { type?: string; autoComplete: string; hint?: string; maxLength: number },
  ) => (
    <div className={errors[field] ? 'pl-field pl-field--error' : 'pl-field'}>
      <div className="pl-label-row">
        <label htmlFor={`${id}-${field}`} className="pl-label">
          {label}
        </label>
        <span className="pl-required" aria-hidden="true">
          *
        </span>
      </div>
      <input
        id={`${id}-${field}`}
        className="pl-input"
        type={extra.type ?? 'text'}
        value={value}
        autoComplete={extra.autoComplete}
        maxLength={extra.maxLength}
        required
        aria-invalid={Boolean(errors[field])}
        aria-describedby={describe(field, Boolean(extra.hint))}
        onChange={(event) => {
          setValue(event.target.value);
          forget(field);
        }}
        onBlur={() => {
          if (value !== '') checkField(field);
        }}
        {...(extra.type === 'email' ? { inputMode: 'email' as const, spellCheck: false } : {})}
      />
      {errors[field]
        ? fieldError(field)
        : extra.hint && (
            <p id={`${id}-${field}-hint`} className="pl-help">
              {extra.hint}
            </p>
          )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      data-testid="donation-form"
    >
      <h2 id={`${id}-heading`} className="dn-heading">
        {t('donations.form.heading')}
      </h2>
      <p className="pl-text pl-text--secondary">{t('donations.form.required')}</p>

      <fieldset className="dn-presets" aria-label={t('donations.form.presetsLabel')}>
        {settings.presetsCents.map((cents) => (
          <button
            key={cents}
            type="button"
            className="dn-preset"
            aria-pressed={preset === cents}
            aria-label={t('donations.form.preset', { amount: money(cents) })}
            onClick={() => {
              setPreset(cents);
              forget('amount');
            }}
          >
            {money(cents)}
          </button>
        ))}
        <button
          type="button"
          className="dn-preset"
          aria-pressed={isCustom}
          onClick={() => {
            setPreset(null);
            forget('amount');
            requestAnimationFrame(() => document.getElementById(`${id}-amount`)?.focus());
          }}
        >
          {t('donations.form.other')}
        </button>
      </fieldset>
      {isCustom ? (
        <div className={errors.amount ? 'pl-field pl-field--error' : 'pl-field'}>
          <div className="pl-label-row">
            <label htmlFor={`${id}-amount`} className="pl-label">
              {t('donations.form.custom')}
            </label>
            <span className="pl-required" aria-hidden="true">
              *
            </span>
          </div>
          <input
            id={`${id}-amount`}
            className="pl-input dn-amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            required
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={describe('amount', true)}
            onChange={(event) => {
              setCustom(event.target.value);
              forget('amount');
            }}
            onBlur={() => {
              if (custom !== '') checkField('amount');
            }}
          />
          {errors.amount ? (
            fieldError('amount')
          ) : (
            <p id={`${id}-amount-hint`} className="pl-help">
              {t('donations.form.customHelp', {
                min: money(settings.minCents),
                max: money(settings.maxCents),
              })}
            </p>
          )}
        </div>
      ) : (
        // A preset refused by the server (the limits changed meanwhile) still says why.
        <div id={`${id}-amount`} tabIndex={-1} className="dn-focus-target">
          {fieldError('amount')}
        </div>
      )}

      <div className="dn-names">
        {textField('firstName', t('donations.form.firstName'), firstName, setFirstName, {
          autoComplete: 'given-name',
          maxLength: NAME_MAX,
        })}
        {textField('lastName', t('donations.form.lastName'), lastName, setLastName, {
          autoComplete: 'family-name',
          maxLength: NAME_MAX,
        })}
      </div>
      {textField('email', t('donations.form.email'), email, setEmail, {
        type: 'email',
        autoComplete: 'email',
        hint: t('donations.form.emailHelp'),
        maxLength: 254,
      })}
      <div className="pl-field">
        <label htmlFor={`${id}-message`} className="pl-label">
          {t('donations.form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="pl-input dn-textarea"
          value={message}
          maxLength={MESSAGE_MAX}
          aria-describedby={`${id}-message-hint`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={`${id}-message-hint`} className="pl-help">
          {credit
            ? t('donations.form.messageHelpPage', { sponsor: credit.sponsorFirstName })
            : t('donations.form.messageHelp')}
        </p>
      </div>
      <div className="pl-field">
        <label htmlFor={`${id}-memo`} className="pl-label">
          {t('donations.form.memo')}
        </label>
        <input
          id={`${id}-memo`}
          className="pl-input"
          value={memo}
          maxLength={MEMO_MAX}
          autoComplete="off"
          aria-describedby={`${id}-memo-hint`}
          onChange={(event) => setMemo(event.target.value)}
        />
        <p id={`${id}-memo-hint`} className="pl-help">
          {t('donations.form.memoHelp')}
        </p>
      </div>
      {serverError ? (
        <PlainAlert severity="error">
          <p>{getErrorMessage(serverError, t)}</p>
        </PlainAlert>
      ) : null}
      <p className="pl-text pl-text--secondary">{t('donations.form.secure')}</p>
      <PlainSubmit busy={isBusy}>
        {amountCents != null && !errors.amount
          ? t('donations.form.submit', { amount: money(amountCents) })
          : t('donations.form.submitNoAmount')}
      </PlainSubmit>
    </form>
  );
}
