// One agreement on the coordinators' screen: its name, who signs it, whether it is required
// (the super admin's switch), its published texts per language and the draft of its next
// version, with the super admin's buttons to write, edit and publish that draft.
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Agreement, type AgreementVersion, type Language } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSetAgreementRequired } from '../api/update-agreement';
import { useAgreementsTranslation } from '../i18n';
import { AgreementCurrentTexts } from './agreement-current-texts';
import { AgreementDraftTexts } from './agreement-draft-texts';

/** The agreement's name in the screen's language (its key when the screen does not know it). */
export function useAgreementName() {
  const { t } = useAgreementsTranslation();
  return (agreement: Pick<Agreement, 'key'>) =>
    t(`agreements.keys.${agreement.key as 'sponsor-commitment'}`, { defaultValue: agreement.key });
}

export function AgreementCard({
  agreement,
  canEdit,
  onWrite,
  onPublish,
}: {
  agreement: Agreement;
  canEdit: boolean;
  onWrite: (language: Language, draft: AgreementVersion | undefined) => void;
  onPublish: () => void;
}) {
  const { t } = useAgreementsTranslation();
  const name = useAgreementName();
  const titleId = useId();
  const isPublished = agreement.currentVersion > 0;
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {name(agreement)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`agreements.audience.${agreement.audience}`)} ·{' '}
          {isPublished
            ? t('agreements.publishedVersion', { version: agreement.currentVersion })
            : t('agreements.noPublishedVersion')}{' '}
          · {t(agreement.required ? 'agreements.required' : 'agreements.optional')}
        </Typography>
        {canEdit ? <RequiredSwitch agreement={agreement} /> : null}
        {!isPublished && agreement.required ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid={`gate-closed-${agreement.key}`}>
            {t('agreements.gateClosed')}
          </Alert>
        ) : null}
        {isPublished ? <AgreementCurrentTexts agreement={agreement} /> : null}
        {agreement.draftVersion === null ? (
          canEdit ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              {LANGUAGES.map((language) => (
                <Button
                  key={language}
                  variant="outlined"
                  onClick={() => onWrite(language, undefined)}
                >
                  {t('agreements.newVersion', {
                    language: t(`agreements.languagesInText.${language}`),
                  })}
                </Button>
              ))}
            </Stack>
          ) : null
        ) : (
          <AgreementDraftTexts
            agreement={agreement}
            draftVersion={agreement.draftVersion}
            canEdit={canEdit}
            onWrite={onWrite}
            onPublish={onPublish}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** Whether everyone of the audience is asked to sign it (and pairing waits for it). */
function RequiredSwitch({ agreement }: { agreement: Agreement }) {
  const { t } = useAgreementsTranslation();
  const update = useSetAgreementRequired();
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Switch
          checked={agreement.required}
          disabled={update.isPending}
          onChange={(event) => {
            update
              .mutateAsync({ id: agreement.id, required: event.target.checked })
              .then((saved) =>
                notify.success(
                  t(saved.required ? 'agreements.nowRequired' : 'agreements.nowOptional'),
                ),
              )
              .catch((error: unknown) => notify.error(getErrorMessage(error, t)));
          }}
        />
      }
      label={t('agreements.requiredSwitch')}
    />
  );
}
