// The agreement texts for coordinators (/edrocks/agreements): each agreement's current version
// in each language, read-only; the super admin saves a new version (the old ones stay, for the
// record; a new version of a required text asks every sponsor to sign again).
import { useState } from 'react';
import { useAgreementsTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Agreement, type Language } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useSession } from '../../../lib/session';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useAgreements } from '../api/get-agreements';
import { useSaveAgreementVersion } from '../api/save-agreement-version';
import { useSetAgreementRequired } from '../api/update-agreement';

export function AgreementTexts() {
  const { t } = useAgreementsTranslation();
  const agreements = useAgreements();
  const mayEdit = useSession().userData?.role === 'SUPER_ADMIN';
  const [editing, setEditing] = useState<{ agreement: Agreement; language: Language }>();
  if (agreements.isPending) return <LoadingSkeleton />;
  if (agreements.error) {
    return <ErrorState error={agreements.error} onRetry={() => void agreements.refetch()} />;
  }
  if (agreements.data.items.length === 0) return <EmptyState message={t('agreements.noTexts')} />;
  return (
    <Stack spacing={3}>
      {agreements.data.items.map((agreement) => (
        <Card key={agreement.id} component="section" variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t(`agreements.keys.${agreement.key as 'sponsor-commitment'}`, {
                defaultValue: agreement.key,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`agreements.audience.${agreement.audience}`)} ·{' '}
              {t('agreements.version', { version: agreement.currentVersion })} ·{' '}
              {t(agreement.required ? 'agreements.required' : 'agreements.optional')}
            </Typography>
            {mayEdit ? <RequiredSwitch agreement={agreement} /> : null}
            {LANGUAGES.map((language) => {
              const current = agreement.versions.find(
                (version) =>
                  version.language === language && version.version === agreement.currentVersion,
              );
              return (
                <Box key={language} sx={{ mt: 2 }}>
                  <Typography variant="subtitle2" component="h3">
                    {t(`agreements.languages.${language}`)}
                    {current ? `: ${current.title}` : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {current ? current.text : t('agreements.noTextInLanguage')}
                  </Typography>
                  {current?.needsReview ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('agreements.needsReview')}
                    </Typography>
                  ) : null}
                  {mayEdit ? (
                    <Box>
                      <Button size="small" onClick={() => setEditing({ agreement, language })}>
                        {t('agreements.newVersion', {
                          language: t(`agreements.languages.${language}`),
                        })}
                      </Button>
                    </Box>
                  ) : null}
                </Box>
              );
            })}
          </CardContent>
        </Card>
      ))}
      {editing ? (
        <VersionDialog
          agreement={editing.agreement}
          language={editing.language}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
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

function VersionDialog({
  agreement,
  language,
  onClose,
}: {
  agreement: Agreement;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useAgreementsTranslation();
  const save = useSaveAgreementVersion(agreement.id);
  const current = agreement.versions.find(
    (version) => version.language === language && version.version === agreement.currentVersion,
  );
  const [title, setTitle] = useState(current?.title ?? '');
  const [text, setText] = useState(current?.text ?? '');

  async function submit() {
    try {
      await save.mutateAsync({ language, title, text });
      notify.success(t('agreements.versionSaved'));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="version-title"
    >
      <DialogTitle id="version-title">
        {t('agreements.newVersion', { language: t(`agreements.languages.${language}`) })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('agreements.newVersionHelp')}</Typography>
        <TextField
          fullWidth
          margin="normal"
          required
          label={t('agreements.fields.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          fullWidth
          margin="normal"
          required
          multiline
          minRows={8}
          label={t('agreements.fields.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormErrorAlert error={save.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('agreements.cancel')}
        </Button>
        <Button variant="contained" loading={save.isPending} onClick={() => void submit()}>
          {t('agreements.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
