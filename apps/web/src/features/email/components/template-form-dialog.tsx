// A template's form: its name and its message in each language (any variable may be used; a
// campaign checks them against its audience). New or changing a saved one.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { EMAIL_VARIABLE_NAMES, TEMPLATE_NAME_MAX_LENGTH, type EmailTemplate } from '@portal/shared';
import { translateFieldMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSaveTemplate } from '../api/save-template';
import { useEmailTranslation } from '../i18n';
import type { PerLanguageText } from './composer-draft';
import { EmailFormDialog } from './email-form-dialog';
import { MessageEditor } from './message-editor';
import { issuesOf } from './use-composer-actions';

function texts(value: Partial<PerLanguageText>): PerLanguageText {
  return { 'en-US': value['en-US'] ?? '', 'es-CO': value['es-CO'] ?? '' };
}

function written(value: PerLanguageText): Partial<PerLanguageText> {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text.trim()));
}

export function TemplateFormDialog({
  template,
  onClose,
}: {
  /** null: a new template. */
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  const { t } = useEmailTranslation();
  const save = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(texts(template?.subject ?? {}));
  const [body, setBody] = useState(texts(template?.body ?? {}));
  const issues = issuesOf(save.error);
  const nameIssue = translateFieldMessage(issues.name, t);
  return (
    <EmailFormDialog
      title={t(template ? 'templates.editTitle' : 'templates.newTitle')}
      busy={save.isPending}
      onClose={onClose}
      maxWidth="md"
      formError={save.isError && Object.keys(issues).length === 0 ? save.error : null}
      onSubmit={() =>
        save.mutate(
          {
            id: template?.id ?? null,
            body: { name, subject: written(subject), body: written(body) },
          },
          {
            onSuccess: () => {
              notify.success(t('templates.saved'));
              onClose();
            },
          },
        )
      }
    >
      <TextField
        label={t('templates.fields.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        fullWidth
        margin="normal"
        error={Boolean(nameIssue)}
        helperText={nameIssue || undefined}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX_LENGTH } }}
      />
      <MessageEditor
        subject={subject}
        body={body}
        variables={EMAIL_VARIABLE_NAMES}
        issues={issues}
        onChange={(field, language, value) =>
          (field === 'subject' ? setSubject : setBody)((current) => ({
            ...current,
            [language]: value,
          }))
        }
      />
    </EmailFormDialog>
  );
}
