// The parent's signature: full name, relationship to the sponsor, and the signature drawn in a
// box or typed (the same name), with today's date. Checked before sending; a refusal from the
// server lands under its field or above the button, and nothing typed or drawn is lost.
import { useId } from 'react';
import type { PublicAgreement, PublicSignature } from '@portal/shared';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { useParentAgreementTranslation } from '../i18n';
import { SignatureChoice } from './signature-choice';
import { SignerFields } from './signer-fields';
import { useSigningForm } from './use-signing-form';

export function SigningForm({
  agreementKey,
  page,
  onSigned,
  onGone,
}: {
  agreementKey: string;
  page: PublicAgreement;
  onSigned: (signature: PublicSignature) => void;
  /** The link stopped working meanwhile (signed elsewhere, expired, replaced). */
  onGone: (error: unknown) => void;
}) {
  const { t, i18n } = useParentAgreementTranslation();
  const id = useId();
  const { canvas, values, change, errors, forget, serverError, isBusy, submit } = useSigningForm({
    formId: id,
    agreementKey,
    page,
    onSigned,
    onGone,
  });
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date());

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="pa-heading">
        {t('parentAgreement.form.heading')}
      </h2>
      <SignerFields
        formId={id}
        sponsorName={page.sponsorName}
        name={values.name}
        onNameChange={change.setName}
        relationship={values.relationship}
        onRelationshipChange={change.setRelationship}
        errors={errors}
        onFieldChange={forget}
      />
      <SignatureChoice
        formId={id}
        canvas={canvas}
        mode={values.mode}
        onModeChange={change.setMode}
        typed={values.typed}
        onTypedChange={change.setTyped}
        errors={errors}
        onSignatureChange={() => forget('signature')}
      />

      <p className="pl-text">{t('parentAgreement.form.date', { date: today })}</p>
      <p className="pl-text pl-text--secondary">
        {t('parentAgreement.form.consent', { sponsor: page.sponsorName })}
      </p>
      {serverError ? (
        <PlainAlert severity="error">
          <p>{getErrorMessage(serverError, t)}</p>
        </PlainAlert>
      ) : null}
      <PlainSubmit busy={isBusy}>{t('parentAgreement.form.sign')}</PlainSubmit>
    </form>
  );
}
