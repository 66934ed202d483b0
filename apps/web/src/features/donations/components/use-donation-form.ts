// The gift form's state: the amount (a preset or typed), the payer's names and e-mail, the
// message and memo; each field checked when it is left and all of them before sending; the
// server's refusal where it belongs, and nothing typed lost. On success the browser goes to the
// provider's hosted checkout.
import { useId, useRef, useState, type FormEvent } from 'react';
import { centsToUnits, unitsToCents } from '@portal/shared';
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

export type Field = 'amount' | 'firstName' | 'lastName' | 'email';
const FIELDS: readonly Field[] = ['amount', 'firstName', 'lastName', 'email'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the payer types: the amount of their own, names, e-mail, message and memo. */
export type TypedValues = Record<
  'custom' | 'firstName' | 'lastName' | 'email' | 'message' | 'memo',
  string
>;
const NOTHING_TYPED: TypedValues = {
  custom: '',
  firstName: '',
  lastName: '',
  email: '',
  message: '',
  memo: '',
};

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

/** Each field's check: its problem in words, or null. */
function fieldChecks(
  { custom, firstName, lastName, email }: TypedValues,
  amountCents: number | null | undefined,
  isCustom: boolean,
  settings: DonationSettings,
  t: AnyTranslate,
): Record<Field, () => string | null> {
  return {
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
}

/** What is sent: the typed values trimmed, the optional ones only when given. */
function donationBody(values: TypedValues, amountCents: number, credit?: DonationCredit) {
  return {
    amountCents,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
    ...(values.memo.trim() ? { memo: values.memo.trim() } : {}),
    ...(credit
      ? { sponsorPublicId: credit.sponsorPublicId, studentPublicId: credit.studentPublicId }
      : {}),
  };
}

function focusField(formId: string, field: Field) {
  document.getElementById(`${formId}-${field}`)?.focus();
}

/** The errors but the field's. */
function without(errors: Partial<Record<Field, string>>, field: Field) {
  const { [field]: _, ...rest } = errors;
  return rest;
}

function isAmountRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'DONATION_AMOUNT_TOO_LOW' || error.code === 'DONATION_AMOUNT_TOO_HIGH')
  );
}

export function useDonationForm({
  settings,
  credit,
  onLeaving,
}: {
  settings: DonationSettings;
  credit?: DonationCredit;
  onLeaving?: (checkoutUrl: string) => void;
}) {
  const { t } = useDonationsTranslation();
  const id = useId();
  const [preset, setPreset] = useState<number | null>(
    settings.presetsCents[1] ?? settings.presetsCents[0] ?? null,
  );
  const [values, setValues] = useState<TypedValues>(NOTHING_TYPED);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const isLeaving = useRef(false);

  const isCustom = preset === null;
  const amountCents = isCustom ? unitsToCents(values.custom) : preset;
  const checks = fieldChecks(values, amountCents, isCustom, settings, t);

  /** Checks one field when it is left (UX.md: errors as soon as the field is left). */
  const checkField = (field: Field) =>
    setErrors((current) => {
      const problem = checks[field]();
      const rest = without(current, field);
      return problem ? { ...rest, [field]: problem } : rest;
    });
  const forget = (field: Field) => setErrors((current) => without(current, field));

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
      focusField(id, first ?? 'amount');
      return;
    }
    setBusy(true);
    try {
      const created = await createDonation(donationBody(values, amountCents, credit));
      isLeaving.current = true;
      if (onLeaving) onLeaving(created.checkoutUrl);
      else window.location.assign(created.checkoutUrl);
    } catch (error) {
      if (isAmountRefusal(error)) {
        setErrors({ amount: getErrorMessage(error, t) });
        focusField(id, 'amount');
      } else {
        setServerError(error);
      }
      setBusy(false);
    }
  }

  return {
    id,
    preset,
    choosePreset: (cents: number | null) => {
      setPreset(cents);
      forget('amount');
    },
    isCustom,
    amountCents,
    values,
    type: (name: keyof TypedValues, value: string) =>
      setValues((current) => ({ ...current, [name]: value })),
    errors,
    checkField,
    forget,
    serverError,
    isBusy,
    submit,
  };
}

export type DonationFormState = ReturnType<typeof useDonationForm>;
