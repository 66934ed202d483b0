// The gift form of both public pages: an amount from the presets or typed, within the
// programme's minimum and maximum ("Min amount allowed: $ {num}"), the payer's names and e-mail,
// an optional message (shown on a sponsor's page) and a memo. Checked before sending; the
// server's refusal (its 422 on the amount, or anything else) shows where it belongs, and
// nothing typed is lost. On success the browser goes to the provider's hosted checkout.
import { formatMoney, type Language } from '@portal/shared';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import type { DonationSettings } from '../api/create-donation';
import { useDonationsTranslation } from '../i18n';
import { DonationAmount } from './donation-amount';
import { DonationTextField } from './donation-text-field';
import { useDonationForm, type DonationCredit, type DonationFormState } from './use-donation-form';

const NAME_MAX = 100;
const MESSAGE_MAX = 500;
const MEMO_MAX = 200;

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
  const money = (cents: number) =>
    formatMoney(cents, settings.currency, language, { compact: true });
  const form = useDonationForm({ settings, credit, onLeaving });
  const { id, values, errors, amountCents } = form;
  /** A required text field, typed into the form's values and checked when left. */
  const required = (field: 'firstName' | 'lastName' | 'email') => ({
    formId: id,
    field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      form.type(field, value);
      form.forget(field);
    },
    onLeave: () => form.checkField(field),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby={`${id}-heading`}
      data-testid="donation-form"
    >
      <h2 id={`${id}-heading`} className="dn-heading">
        {t('donations.form.heading')}
      </h2>
      <p className="pl-text pl-text--secondary">{t('donations.form.required')}</p>
      <DonationAmount form={form} settings={settings} money={money} />
      <div className="dn-names">
        <DonationTextField
          {...required('firstName')}
          label={t('donations.form.firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
        />
        <DonationTextField
          {...required('lastName')}
          label={t('donations.form.lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
        />
      </div>
      <DonationTextField
        {...required('email')}
        label={t('donations.form.email')}
        type="email"
        autoComplete="email"
        hint={t('donations.form.emailHelp')}
        maxLength={254}
      />
      <OptionalFields form={form} credit={credit} />
      {form.serverError ? (
        <PlainAlert severity="error">
          <p>{getErrorMessage(form.serverError, t)}</p>
        </PlainAlert>
      ) : null}
      <p className="pl-text pl-text--secondary">{t('donations.form.secure')}</p>
      <PlainSubmit busy={form.isBusy}>
        {amountCents != null && !errors.amount
          ? t('donations.form.submit', { amount: money(amountCents) })
          : t('donations.form.submitNoAmount')}
      </PlainSubmit>
    </form>
  );
}

/** The message (shown on a sponsor's page) and the memo, both optional. */
function OptionalFields({ form, credit }: { form: DonationFormState; credit?: DonationCredit }) {
  const { t } = useDonationsTranslation();
  const { id, values } = form;
  return (
    <>
      <div className="pl-field">
        <label htmlFor={`${id}-message`} className="pl-label">
          {t('donations.form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="pl-input dn-textarea"
          value={values.message}
          maxLength={MESSAGE_MAX}
          aria-describedby={`${id}-message-hint`}
          onChange={(event) => form.type('message', event.target.value)}
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
          value={values.memo}
          maxLength={MEMO_MAX}
          autoComplete="off"
          aria-describedby={`${id}-memo-hint`}
          onChange={(event) => form.type('memo', event.target.value)}
        />
        <p id={`${id}-memo-hint`} className="pl-help">
          {t('donations.form.memoHelp')}
        </p>
      </div>
    </>
  );
}
