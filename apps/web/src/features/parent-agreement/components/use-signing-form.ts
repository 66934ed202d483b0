// The signing form's state and its sending: every field is checked first (the first one wrong
// takes the focus); the server's refusal of the typed name lands under the signature, a link
// that stopped working is handed up, any other refusal shows above the button.
import { useRef, useState, type FormEvent } from 'react';
import type { ParentRelationship, PublicAgreement, PublicSignature } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { signPublicAgreement } from '../api/sign-public-agreement';
import { useParentAgreementTranslation } from '../i18n';
import type { SignatureCanvasHandle } from './signature-canvas';
import type { SigningErrors, SigningField } from './signing-field-error';

export type SignatureMode = 'drawn' | 'typed';

export interface SigningFormOptions {
  formId: string;
  agreementKey: string;
  page: PublicAgreement;
  onSigned: (signature: PublicSignature) => void;
  onGone: (error: unknown) => void;
}

export function useSigningForm({
  formId,
  agreementKey,
  page,
  onSigned,
  onGone,
}: SigningFormOptions) {
  const { t } = useParentAgreementTranslation();
  const canvas = useRef<SignatureCanvasHandle>(null);
  const [name, setName] = useState(page.parentName);
  const [relationship, setRelationship] = useState<ParentRelationship | ''>(
    page.relationship ?? '',
  );
  const [mode, setMode] = useState<SignatureMode>('drawn');
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<SigningErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);

  const forget = (field: SigningField) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });

  function check(): SigningErrors {
    const found: SigningErrors = {};
    if (name.trim() === '') found.name = t('validation.required');
    if (relationship === '') found.relationship = t('validation.required');
    const isSignatureMissing =
      mode === 'drawn' ? (canvas.current?.isEmpty() ?? true) : typed.trim() === '';
    if (isSignatureMissing) found.signature = t('validation.signatureRequired');
    return found;
  }

  async function send(signerRelationship: ParentRelationship) {
    setBusy(true);
    try {
      const signed = await signPublicAgreement(agreementKey, {
        versionIds: page.texts.map((text) => text.versionId),
        signerName: name.trim(),
        relationship: signerRelationship,
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0 || relationship === '') {
      const first = (['name', 'relationship', 'signature'] as const).find((field) => found[field]);
      document.getElementById(`${formId}-${first ?? 'name'}`)?.focus();
      return;
    }
    await send(relationship);
  }

  return {
    canvas,
    values: { name, relationship, mode, typed },
    change: { setName, setRelationship, setMode, setTyped },
    errors,
    forget,
    serverError,
    isBusy,
    submit,
  };
}
