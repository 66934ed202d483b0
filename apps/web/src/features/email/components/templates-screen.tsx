// /edrocks/email/templates ("Templates"): the saved messages by name, with the languages they
// are written in; a new one, a change, or deleting one after a confirmation.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { canWrite, LANGUAGES, type EmailTemplate } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTemplates } from '../api/get-templates';
import { useRemoveTemplate } from '../api/remove-template';
import { useEmailTranslation } from '../i18n';
import { EmailSectionScreen } from './email-tabs';
import { TemplateFormDialog } from './template-form-dialog';

type Editing = { template: EmailTemplate | null } | null;

export function TemplatesScreen() {
  const { t } = useEmailTranslation();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, 'email');
  const templates = useTemplates();
  const remove = useRemoveTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const newButton = canChange ? (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      sx={{ minHeight: 44 }}
      onClick={() => setEditing({ template: null })}
    >
      {t('templates.new')}
    </Button>
  ) : null;
  return (
    <EmailSectionScreen current="templates">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {newButton}
        </Stack>
        {templates.isPending ? <LoadingSkeleton lines={4} /> : null}
        {templates.isError ? (
          <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
        ) : null}
        {templates.data?.items.length === 0 ? (
          <EmptyState message={t('templates.empty')} action={newButton} />
        ) : null}
        {templates.data && templates.data.items.length > 0 ? (
          <TemplatesTable
            items={templates.data.items}
            onEdit={canChange ? (template) => setEditing({ template }) : null}
            onDelete={canChange ? setDeleting : null}
          />
        ) : null}
      </Stack>
      {editing ? (
        <TemplateFormDialog template={editing.template} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.deleteTitle')}
        description={t('templates.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('templates.deleteButton')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t('templates.deleted'));
              setDeleting(null);
            },
            onError: (error) => notify.error(getErrorMessage(error, t)),
          })
        }
      />
    </EmailSectionScreen>
  );
}

function TemplatesTable({
  items,
  onEdit,
  onDelete,
}: {
  items: EmailTemplate[];
  onEdit: ((template: EmailTemplate) => void) | null;
  onDelete: ((template: EmailTemplate) => void) | null;
}) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  return (
    <Table aria-label={t('templates.tableLabel')} size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('templates.fields.name')}</TableCell>
          <TableCell>{t('templates.fields.languages')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('templates.fields.updated')}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((template) => (
          <TableRow key={template.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{template.name}</TableCell>
            <TableCell>
              {LANGUAGES.filter((language) => template.subject[language])
                .map((language) => t(`languages.${language}`))
                .join(', ')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {format.date(template.updatedAt)}
            </TableCell>
            <TableCell align="right">
              {onEdit ? (
                <Button
                  sx={{ minHeight: 44 }}
                  aria-label={t('templates.edit', { name: template.name })}
                  onClick={() => onEdit(template)}
                >
                  {t('templates.editTitle')}
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  color="error"
                  sx={{ minHeight: 44 }}
                  aria-label={t('templates.delete', { name: template.name })}
                  onClick={() => onDelete(template)}
                >
                  {t('templates.deleteButton')}
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
