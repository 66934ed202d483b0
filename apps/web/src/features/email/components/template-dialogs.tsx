// The composer's "Load template" (pick a saved message: its subject and body replace what is
// written) and "Save as template" (the message as written, under a name).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { EmailTemplate, TemplateInput } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { notify } from '../../../lib/notify';
import { useTemplates } from '../api/get-templates';
import { useSaveTemplate } from '../api/save-template';
import { useEmailTranslation } from '../i18n';
import { EmailFormDialog } from './email-form-dialog';

export function LoadTemplateDialog({
  open,
  onClose,
  onLoad,
}: {
  open: boolean;
  onClose: () => void;
  onLoad: (template: EmailTemplate) => void;
}) {
  const { t } = useEmailTranslation();
  const isPhone = useDialogFullScreen();
  const templates = useTemplates({ enabled: open });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="load-template-title"
    >
      <DialogTitle id="load-template-title">{t('composer.templates.loadTitle')}</DialogTitle>
      <DialogContent>
        {templates.isPending ? <LoadingSkeleton lines={3} /> : null}
        {templates.isError ? (
          <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
        ) : null}
        {templates.data?.items.length === 0 ? <p>{t('composer.templates.loadEmpty')}</p> : null}
        <List>
          {templates.data?.items.map((template) => (
            <ListItemButton
              key={template.id}
              onClick={() => {
                onLoad(template);
                notify.success(t('composer.templates.loaded', { name: template.name }));
                onClose();
              }}
            >
              <ListItemText
                primary={template.name}
                secondary={template.subject['en-US'] ?? template.subject['es-CO']}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function SaveTemplateDialog({
  onClose,
  message,
}: {
  onClose: () => void;
  message: Omit<TemplateInput, 'name'>;
}) {
  const { t } = useEmailTranslation();
  const save = useSaveTemplate();
  const [name, setName] = useState('');
  return (
    <EmailFormDialog
      title={t('composer.templates.saveTitle')}
      busy={save.isPending}
      onClose={onClose}
      formError={save.error}
      onSubmit={() =>
        save.mutate(
          { id: null, body: { ...message, name } },
          {
            onSuccess: () => {
              notify.success(t('composer.templates.saved'));
              onClose();
            },
          },
        )
      }
    >
      <TextField
        label={t('composer.templates.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        fullWidth
        margin="normal"
      />
    </EmailFormDialog>
  );
}
