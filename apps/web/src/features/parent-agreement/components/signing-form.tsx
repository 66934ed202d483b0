// The parent's signature: full name, relationship to the sponsor, and the signature drawn in a
// box or typed (the same name), with today's date. Checked before sending; a refusal from the
// server lands under its field or above the button, and nothing typed or drawn is lost.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  PARENT_RELATIONSHIPS,
  type ParentRelationship,
  type PublicAgreement,
  type PublicSignature,
} from '@portal/shared';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { signPublicAgreement } from '../api/sign-public-agreement';
import { useParentAgreementTranslation } from '../i18n';
import { SignatureCanvas, type SignatureCanvasHandle } from './signature-canvas';

type Field = 'name' | 'relationship' | 'signature';
type Mode = 'drawn' | 'typed';

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
  const canvas = useRef<SignatureCanvasHandle>(null);
  const [name, setName] = useState(page.parentName);
  const [relationship, setRelationship] = useState<ParentRelationship | ''>(
    page.relationship ?? '',
  );
  const [mode, setMode] = useState<Mode>('drawn');
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);

  const forget = (field: Field) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (name.trim() === '') found.name = t('validation.required');
    if (relationship === '') found.relationship = t('validation.required');
    const isSignatureMissing =
      mode === 'drawn' ? (canvas.current?.isEmpty() ?? true) : typed.trim() === '';
    if (isSignatureMissing) found.signature = t('validation.signatureRequired');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0 || relationship === '') {
      const first = (['name', 'relationship', 'signature'] as const).find((field) => found[field]);
      document.getElementById(`${id}-${first ?? 'name'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const signed = await signPublicAgreement(agreementKey, {
        versionIds: page.texts.map((text) => text.versionId),
        signerName: name.trim(),
        relationship,
        signature:
          mode === 'drawn'
            ? { kind: 'drawn', image: canvas.current?.toDataUrl() ?? '' }
            : { kind: 'typed', text: typed.trim() },
      });
      onSigned(signed);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 410 || error.status === 404)) {
        onGone(error);
      } else if (error instanceof ApiError && error.code === 'AGREEMENT_NAME_MISMATCH') {
        setErrors({ signature: getErrorMessage(error, t) });
      } else {
        setServerError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  const describe = (field: Field, hint?: string) =>
    errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="pl-field-error">
        {errors[field]}
      </p>
    ) : null;
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date());

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="pa-heading">
        {t('parentAgreement.form.heading')}
      </h2>
      <div className={errors.name ? 'pl-field pl-field--error' : 'pl-field'}>
        <label htmlFor={`${id}-name`} className="pl-label">
          {t('parentAgreement.form.name')}
        </label>
        <input
          id={`${id}-name`}
          className="pl-input"
          value={name}
          autoComplete="name"
          required
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describe('name')}
          onChange={(event) => {
            setName(event.target.value);
            forget('name');
          }}
        />
        {fieldError('name')}
      </div>
      <div className={errors.relationship ? 'pl-field pl-field--error' : 'pl-field'}>
        <label htmlFor={`${id}-relationship`} className="pl-label">
          {t('parentAgreement.form.relationship', { sponsor: page.sponsorName })}
        </label>
        <select
          id={`${id}-relationship`}
          className="pl-input pa-select"
          value={relationship}
          required
          aria-invalid={Boolean(errors.relationship)}
          aria-describedby={describe('relationship')}
          onChange={(event) => {
            setRelationship(event.target.value as ParentRelationship | '');
            forget('relationship');
          }}
        >
          <option value="">{t('parentAgreement.form.choose')}</option>
          {PARENT_RELATIONSHIPS.map((code) => (
            <option key={code} value={code}>
              {t(`parentAgreement.relationship.${code}`)}
            </option>
          ))}
        </select>
        {fieldError('relationship')}
      </div>

      <fieldset className="pa-fieldset">
        <legend className="pl-label">{t('parentAgreement.form.method')}</legend>
        <div className="pa-modes">
          {(['drawn', 'typed'] as const).map((option) => (
            <label key={option} className="pa-mode">
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                  forget('signature');
                }}
              />
              {t(option === 'drawn' ? 'parentAgreement.form.draw' : 'parentAgreement.form.type')}
            </label>
          ))}
        </div>
        {mode === 'drawn' ? (
          <div className="pl-field">
            <p id={`${id}-signature-hint`} className="pl-help">
              {t('parentAgreement.form.drawHelp')}
            </p>
            <div id={`${id}-signature`} tabIndex={-1} className="pa-canvas-box">
              <SignatureCanvas
                ref={canvas}
                label={t('parentAgreement.form.canvasLabel')}
                describedBy={describe('signature', 'hint')}
                isInvalid={Boolean(errors.signature)}
                onDrawn={() => forget('signature')}
              />
            </div>
            <button type="button" className="pl-secondary" onClick={() => canvas.current?.clear()}>
              {t('parentAgreement.form.clear')}
            </button>
            {fieldError('signature')}
          </div>
        ) : (
          <div className={errors.signature ? 'pl-field pl-field--error' : 'pl-field'}>
            <label htmlFor={`${id}-signature`} className="pl-label">
              {t('parentAgreement.form.typed')}
            </label>
            <input
              id={`${id}-signature`}
              className="pl-input pa-typed"
              value={typed}
              autoComplete="off"
              required
              aria-invalid={Boolean(errors.signature)}
              aria-describedby={describe('signature', 'hint')}
              onChange={(event) => {
                setTyped(event.target.value);
                forget('signature');
              }}
            />
            {errors.signature ? (
              fieldError('signature')
            ) : (
              <p id={`${id}-signature-hint`} className="pl-help">
                {t('parentAgreement.form.typedHelp')}
              </p>
            )}
          </div>
        )}
      </fieldset>

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
