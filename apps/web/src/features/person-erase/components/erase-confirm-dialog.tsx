// The last step of an erasure: what will happen, said once more, and a word the super admin types
// (ERASE, BORRAR) before the button erases; irreversible, so no Enter-and-done.
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { usePersonEraseTranslation } from '../i18n';

export interface EraseConfirmDialogProps {
  open: boolean;
  name: string;
  /** What goes and what stays, said once more (the account's erasure's words by default). */
  text?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function EraseConfirmDialog({
  open,
  name,
  text,
  busy,
  onConfirm,
  onCancel,
}: EraseConfirmDialogProps) {
  const { t } = usePersonEraseTranslation();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const word = t('personErase.word');
  const isConfirmed = typed.trim().toUpperCase() === word.toUpperCase();
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('personErase.dialogTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text ?? t('personErase.dialogText')}</DialogContentText>
        <TextField
          label={t('personErase.typeLabel', { word })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          autoComplete="off"
          disabled={busy}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={!isConfirmed}
          loading={busy}
          variant="contained"
          color="error"
        >
          {t('personErase.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
