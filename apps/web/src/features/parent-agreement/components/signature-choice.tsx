// The signature, drawn in a box or typed (the accessible alternative to drawing): the choice of
// the two, then the box with its Clear button or the typed name's input.
import type { RefObject } from 'react';
import { useParentAgreementTranslation } from '../i18n';
import { SignatureCanvas, type SignatureCanvasHandle } from './signature-canvas';
import { FieldError, describedBy, type SigningErrors } from './signing-field-error';
import { SigningTextField } from './signing-text-field';
import type { SignatureMode } from './use-signing-form';

interface SignatureChoiceProps {
  formId: string;
  canvas: RefObject<SignatureCanvasHandle | null>;
  mode: SignatureMode;
  onModeChange: (mode: SignatureMode) => void;
  typed: string;
  onTypedChange: (typed: string) => void;
  errors: SigningErrors;
  /** Called when the signature changes: its error can go. */
  onSignatureChange: () => void;
}

export function SignatureChoice(props: SignatureChoiceProps) {
  const { t } = useParentAgreementTranslation();
  const { formId, mode, onModeChange, onSignatureChange } = props;
  return (
    <fieldset className="pa-fieldset">
      <legend className="pl-label">{t('parentAgreement.form.method')}</legend>
      <div className="pa-modes">
        {(['drawn', 'typed'] as const).map((option) => (
          <label key={option} className="pa-mode">
            <input
              type="radio"
              name={`${formId}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => {
                onModeChange(option);
                onSignatureChange();
              }}
            />
            {t(option === 'drawn' ? 'parentAgreement.form.draw' : 'parentAgreement.form.type')}
          </label>
        ))}
      </div>
      {mode === 'drawn' ? <DrawnSignature {...props} /> : <TypedSignature {...props} />}
    </fieldset>
  );
}

function DrawnSignature({ formId, canvas, errors, onSignatureChange }: SignatureChoiceProps) {
  const { t } = useParentAgreementTranslation();
  return (
    <div className="pl-field">
      <p id={`${formId}-signature-hint`} className="pl-help">
        {t('parentAgreement.form.drawHelp')}
      </p>
      <div id={`${formId}-signature`} tabIndex={-1} className="pa-canvas-box">
        <SignatureCanvas
          ref={canvas}
          label={t('parentAgreement.form.canvasLabel')}
          describedBy={describedBy(formId, 'signature', errors, 'hint')}
          isInvalid={Boolean(errors.signature)}
          onDrawn={onSignatureChange}
        />
      </div>
      <button type="button" className="pl-secondary" onClick={() => canvas.current?.clear()}>
        {t('parentAgreement.form.clear')}
      </button>
      <FieldError formId={formId} field="signature" errors={errors} />
    </div>
  );
}

function TypedSignature({
  formId,
  typed,
  onTypedChange,
  errors,
  onSignatureChange,
}: SignatureChoiceProps) {
  const { t } = useParentAgreementTranslation();
  return (
    <SigningTextField
      formId={formId}
      field="signature"
      label={t('parentAgreement.form.typed')}
      value={typed}
      onChange={(value) => {
        onTypedChange(value);
        onSignatureChange();
      }}
      autoComplete="off"
      inputClassName="pl-input pa-typed"
      hint={t('parentAgreement.form.typedHelp')}
      errors={errors}
    />
  );
}
