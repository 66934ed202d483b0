// Who signs: the parent's full name and their relationship to the sponsor.
import { PARENT_RELATIONSHIPS, type ParentRelationship } from '@portal/shared';
import { useParentAgreementTranslation } from '../i18n';
import {
  FieldError,
  describedBy,
  type SigningErrors,
  type SigningField,
} from './signing-field-error';
import { SigningTextField } from './signing-text-field';

interface SignerFieldsProps {
  formId: string;
  sponsorName: string;
  name: string;
  onNameChange: (name: string) => void;
  relationship: ParentRelationship | '';
  onRelationshipChange: (relationship: ParentRelationship | '') => void;
  errors: SigningErrors;
  /** Called when a field changes: its error can go. */
  onFieldChange: (field: SigningField) => void;
}

export function SignerFields({
  formId,
  sponsorName,
  name,
  onNameChange,
  relationship,
  onRelationshipChange,
  errors,
  onFieldChange,
}: SignerFieldsProps) {
  const { t } = useParentAgreementTranslation();
  return (
    <>
      <SigningTextField
        formId={formId}
        field="name"
        label={t('parentAgreement.form.name')}
        value={name}
        onChange={(value) => {
          onNameChange(value);
          onFieldChange('name');
        }}
        autoComplete="name"
        errors={errors}
      />
      <div className={errors.relationship ? 'pl-field pl-field--error' : 'pl-field'}>
        <label htmlFor={`${formId}-relationship`} className="pl-label">
          {t('parentAgreement.form.relationship', { sponsor: sponsorName })}
        </label>
        <select
          id={`${formId}-relationship`}
          className="pl-input pa-select"
          value={relationship}
          required
          aria-invalid={Boolean(errors.relationship)}
          aria-describedby={describedBy(formId, 'relationship', errors)}
          onChange={(event) => {
            onRelationshipChange(event.target.value as ParentRelationship | '');
            onFieldChange('relationship');
          }}
        >
          <option value="">{t('parentAgreement.form.choose')}</option>
          {PARENT_RELATIONSHIPS.map((code) => (
            <option key={code} value={code}>
              {t(`parentAgreement.relationship.${code}`)}
            </option>
          ))}
        </select>
        <FieldError formId={formId} field="relationship" errors={errors} />
      </div>
    </>
  );
}
