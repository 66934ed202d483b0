// The gift's amount: the programme's presets as toggle buttons and "Other", which opens a field
// for an amount of one's own within the minimum and maximum.
import { PlainLabelRow } from '../../../components/plain/plain-label-row';
import { useDonationsTranslation } from '../i18n';
import type { DonationSettings } from '../api/create-donation';
import { describedBy, FieldError } from './donation-text-field';
import type { DonationFormState } from './use-donation-form';

interface AmountProps {
  form: DonationFormState;
  settings: DonationSettings;
  /** The amount in the page's currency format. */
  money: (cents: number) => string;
}

export function DonationAmount({ form, settings, money }: AmountProps) {
  const { t } = useDonationsTranslation();
  const { id, errors } = form;
  return (
    <>
      <fieldset className="dn-presets" aria-label={t('donations.form.presetsLabel')}>
        {settings.presetsCents.map((cents) => (
          <button
            key={cents}
            type="button"
            className="dn-preset"
            aria-pressed={form.preset === cents}
            aria-label={t('donations.form.preset', { amount: money(cents) })}
            onClick={() => form.choosePreset(cents)}
          >
            {money(cents)}
          </button>
        ))}
        <button
          type="button"
          className="dn-preset"
          aria-pressed={form.isCustom}
          onClick={() => {
            form.choosePreset(null);
            requestAnimationFrame(() => document.getElementById(`${id}-amount`)?.focus());
          }}
        >
          {t('donations.form.other')}
        </button>
      </fieldset>
      {form.isCustom ? (
        <CustomAmountField form={form} settings={settings} money={money} />
      ) : (
        // A preset refused by the server (the limits changed meanwhile) still says why.
        <div id={`${id}-amount`} tabIndex={-1} className="dn-focus-target">
          <FieldError formId={id} field="amount" error={errors.amount} />
        </div>
      )}
    </>
  );
}

/** An amount of one's own, with the limits as its hint. */
function CustomAmountField({ form, settings, money }: AmountProps) {
  const { t } = useDonationsTranslation();
  const { id, errors } = form;
  const custom = form.values.custom;
  return (
    <div className={errors.amount ? 'pl-field pl-field--error' : 'pl-field'}>
      <PlainLabelRow htmlFor={`${id}-amount`} label={t('donations.form.custom')} required />
      <input
        id={`${id}-amount`}
        className="pl-input dn-amount-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={custom}
        required
        aria-invalid={Boolean(errors.amount)}
        aria-describedby={describedBy(id, 'amount', errors.amount, true)}
        onChange={(event) => {
          form.type('custom', event.target.value);
          form.forget('amount');
        }}
        onBlur={() => {
          if (custom !== '') form.checkField('amount');
        }}
      />
      {errors.amount ? (
        <FieldError formId={id} field="amount" error={errors.amount} />
      ) : (
        <p id={`${id}-amount-hint`} className="pl-help">
          {t('donations.form.customHelp', {
            min: money(settings.minCents),
            max: money(settings.maxCents),
          })}
        </p>
      )}
    </div>
  );
}
