// The super admin writes a text of an agreement's draft in one language: a new one (the first of
// a new version starts from the published text in that language) or the draft's own, edited.
// Nothing anyone signs changes until the draft is published; what was typed stays on an error.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AGREEMENT_TEXT_MAX_LENGTH, AGREEMENT_TITLE_MAX_LENGTH } from '@portal/shared';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { notify } from '../../../lib/notify';
import { useSaveAgreementVersion } from '../api/save-agreement-version';
import { useUpdateAgreementDraft } from '../api/update-agreement-draft';
import { useAgreementsTranslation } from '../i18n';
import type { DraftTarget } from './agreement-texts';

type Field = 'title' | 'text';

/** The published text in that language, where a new version starts from. */
function findPublished(agreement: DraftTarget['agreement'], language: DraftTarget['language']) {
  return agreement.versions.find(
    (candidate) =>
      candidate.version === agreement.currentVersion && candidate.language === language,
  );
}
const LIMITS: Record<Field, number> = {
  title: AGREEMENT_TITLE_MAX_LENGTH,
  text: AGREEMENT_TEXT_MAX_LENGTH,
};

export function DraftDialog({ target, onClose }: { target: DraftTarget; onClose: () => void }) {
  const { t } = useAgreementsTranslation();
  const fullScreen = useDialogFullScreen();
  const { agreement, language, draft } = target;
  const create = useSaveAgreementVersion(agreement.id);
  const update = useUpdateAgreementDraft(draft?.id ?? 0);
  const save = draft ? update : create;
  const version = agreement.draftVersion ?? agreement.currentVersion + 1;
  const start = draft ?? findPublished(agreement, language);
  const [values, setValues] = useState<Record<Field, string>>({
    title: start?.title ?? '',
    text: start?.text ?? '',
  });
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({});
  const languageName = t(`agreements.languagesInText.${language}`);
  const title = draft
    ? t('agreements.editDraftTitle', { version, language: languageName })
    : t('agreements.newVersion', { language: languageName });

  function problem(field: Field): string | undefined {
    const value = values[field].trim();
    if (value === '') return t('validation.required');
    if (value.length > LIMITS[field]) return t('validation.maxChars', { num: LIMITS[field] });
    return undefined;
  }

  async function submit() {
    setLeft({ title: true, text: true });
    if (problem('title') || problem('text')) return;
    try {
      if (draft) await update.mutateAsync({ title: values.title, text: values.text });
      else await create.mutateAsync({ language, title: values.title, text: values.text });
      notify.success(t('agreements.versionSaved'));
      onClose();
    } catch {
      // Shown in the dialog; what was typed stays.
    }
  }

  const field = (name: Field, label: string, multiline: boolean) => {
    const message = left[name] ? problem(name) : undefined;
    return (
      <TextField
        fullWidth
        margin="normal"
        required
        multiline={multiline}
        minRows={multiline ? 10 : undefined}
        label={label}
        value={values[name]}
        error={message !== undefined}
        helperText={message}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={() => setLeft((current) => ({ ...current, [name]: true }))}
      />
    );
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="md"
      aria-labelledby="draft-title"
    >
      <DialogTitle id="draft-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('agreements.newVersionHelp', { version })}</Typography>
        {field('title', t('agreements.fields.title'), false)}
        {field('text', t('agreements.fields.text'), true)}
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
