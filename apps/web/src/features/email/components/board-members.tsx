// The board members (no account): name, e-mail, language; added, changed and removed (after a
// confirmation) by the super admin.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { BoardMember } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useBoardMembers } from '../api/get-board-members';
import { useRemoveBoardMember } from '../api/remove-board-member';
import { useEmailTranslation } from '../i18n';
import { BoardMemberDialog } from './board-member-dialog';

const nameOf = (member: BoardMember) => `${member.firstName} ${member.lastName}`;

export function BoardMembers() {
  const { t } = useEmailTranslation();
  const members = useBoardMembers();
  const remove = useRemoveBoardMember();
  const [editing, setEditing] = useState<{ member: BoardMember | null } | null>(null);
  const [removing, setRemoving] = useState<BoardMember | null>(null);
  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      sx={{ minHeight: 44 }}
      onClick={() => setEditing({ member: null })}
    >
      {t('board.add')}
    </Button>
  );
  return (
    <Stack spacing={2} component="section" aria-labelledby="board-members-title">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="board-members-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('board.members')}
        </Typography>
        {addButton}
      </Stack>
      {members.isPending ? <LoadingSkeleton lines={3} /> : null}
      {members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : null}
      {members.data?.items.length === 0 ? <EmptyState message={t('board.empty')} /> : null}
      {members.data && members.data.items.length > 0 ? (
        <MembersTable
          items={members.data.items}
          onEdit={(member) => setEditing({ member })}
          onRemove={setRemoving}
        />
      ) : null}
      {editing ? (
        <BoardMemberDialog member={editing.member} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('board.removeTitle')}
        description={t('board.removeText', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('board.removeButton')}
        destructive
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              notify.success(t('board.memberRemoved'));
              setRemoving(null);
            },
            onError: (error) => notify.error(getErrorMessage(error, t)),
          })
        }
      />
    </Stack>
  );
}

function MembersTable({
  items,
  onEdit,
  onRemove,
}: {
  items: BoardMember[];
  onEdit: (member: BoardMember) => void;
  onRemove: (member: BoardMember) => void;
}) {
  const { t } = useEmailTranslation();
  return (
    <Table size="small" aria-label={t('board.membersLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('board.fields.firstName')}</TableCell>
          <TableCell>{t('board.fields.email')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('board.fields.language')}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((member) => (
          <TableRow key={member.id}>
            <TableCell>{nameOf(member)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t(`languages.${member.language}`)}
            </TableCell>
            <TableCell align="right">
              <Button
                sx={{ minHeight: 44 }}
                aria-label={t('board.edit', { name: nameOf(member) })}
                onClick={() => onEdit(member)}
              >
                {t('board.editTitle')}
              </Button>
              <Button
                color="error"
                sx={{ minHeight: 44 }}
                aria-label={t('board.remove', { name: nameOf(member) })}
                onClick={() => onRemove(member)}
              >
                {t('board.removeButton')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
