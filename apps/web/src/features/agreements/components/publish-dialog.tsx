// Publishing a draft version is irreversible: the confirmation says who is asked to sign it (and
// again: how many signed the current one), what they cannot do until then, which language has
// no text, and that its texts can no longer change. The button names the action. After the first
// version the super admin says whether the change is material: only then is everyone asked to
// sign again; otherwise the signatures of the current version keep counting.
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Agreement } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { usePublishAgreement } from '../api/publish-agreement';
import { useAgreementsTranslation } from '../i18n';
import { useAgreementName } from './agreement-card';

export function PublishDialog({
  agreement,
  onClose,
}: {
  agreement: Agreement;
  onClose: () => void;
}) {
  const { t } = useAgreementsTranslation();
  const name = useAgreementName()(agreement);
  const publish = usePublishAgreement();
  const [isMaterial, setIsMaterial] = useState(false);
  const version = agreement.draftVersion;
  if (version === null) return null;
  // Only the super admin publishes, and the count is theirs (an admin's list has none).
  const signers = agreement.currentSigners ?? 0;
  // The first version is what everyone signs: nothing to decide.
  const isFirstVersion = agreement.currentVersion === 0;
  const isFirst = isFirstVersion || signers === 0;
  const consequence = !agreement.required
    ? t('agreements.publishOptional')
    : isFirst
      ? t(`agreements.publishFirst.${agreement.audience}`, { version })
      : isMaterial
        ? t(`agreements.publishAgain.${agreement.audience}`, {
            version,
            current: agreement.currentVersion,
            count: signers,
          })
        : t('agreements.publishKeepsSignatures', { version, current: agreement.currentVersion });

  async function confirm() {
    if (version === null) return;
    try {
      await publish.mutateAsync({
        id: agreement.id,
        version,
        isMaterial: isFirstVersion || isMaterial,
      });
      notify.success(t('agreements.publishedNotice', { version, title: name }));
      onClose();
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('agreements.publishTitle', { version, title: name })}
      description={
        <>
          {isFirstVersion ? null : (
            <FormControlLabel
              sx={{ mb: 1 }}
              control={
                <Checkbox
                  checked={isMaterial}
                  onChange={(event) => setIsMaterial(event.target.checked)}
                />
              }
              label={t('agreements.publishMaterial')}
            />
          )}
          <Typography sx={{ mb: 1 }}>{consequence}</Typography>
          <MissingLanguages agreement={agreement} version={version} />
          <Typography>{t('agreements.publishFinal')}</Typography>
        </>
      }
      confirmLabel={t('agreements.publish', { version })}
      busy={publish.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** Which language of the draft has no text, and which one its signers read instead. */
function MissingLanguages({ agreement, version }: { agreement: Agreement; version: number }) {
  const { t } = useAgreementsTranslation();
  const languages = agreement.versions
    .filter((candidate) => candidate.version === version)
    .map((candidate) => candidate.language);
  const missing = LANGUAGES.filter((language) => !languages.includes(language));
  const other = languages[0];
  return other
    ? missing.map((language) => (
        <Typography key={language} sx={{ mb: 1 }}>
          {t('agreements.publishMissingLanguage', {
            version,
            language: t(`agreements.languagesInText.${language}`),
            other: t(`agreements.languagesInText.${other}`),
          })}
        </Typography>
      ))
    : null;
}
