// "I changed my mind", asked why: one reason from the list (required) and an optional note, with
// the characters left counted. Loaded when first opened, drawn only while open (each opening
// starts fresh). A refusal shows above the reason, and what was chosen and typed stays.
import { useId, useRef, useState, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { DECLINE_NOTE_MAX_LENGTH, DECLINE_REASONS, type DeclineReason } from '@portal/shared';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { getErrorMessage } from '../../../lib/errors';
import { useDashboardTranslation } from '../i18n';

export interface DeclineChoice {
  reason: DeclineReason;
  /** Trimmed; absent when nothing was typed. */
  note?: string;
}

export interface DeclineDialogProps {
  open: boolean;
  onClose: () => void;
  studentName: string;
  year: string;
  isBusy: boolean;
  error: unknown;
  onConfirm: (choice: DeclineChoice) => void;
}

export default function DeclineDialog(props: DeclineDialogProps) {
  const { t } = useDashboardTranslation();
  const { onClose, isBusy, error } = props;
  const titleId = useId();
  const isPhone = useDialogFullScreen();
  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('dashboard.recommitments.dialog.title')}</DialogTitle>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mx: 3, mb: 2 }}>
          {getErrorMessage(error, t)}
        </Alert>
      ) : null}
      <DeclineForm {...props} />
    </Dialog>
  );
}

function DeclineForm({ studentName, year, isBusy, onClose, onConfirm }: DeclineDialogProps) {
  const { t } = useDashboardTranslation();
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [isReasonMissing, setReasonMissing] = useState(false);
  const reasons = useRef<HTMLDivElement>(null);

  function submit() {
    if (reason === '') {
      setReasonMissing(true);
      reasons.current?.querySelector('input')?.focus();
      return;
    }
    const trimmed = note.trim();
    onConfirm(trimmed ? { reason, note: trimmed } : { reason });
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'contents' }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('dashboard.recommitments.dialog.text', { name: studentName, year })}
        </DialogContentText>
        <ReasonChoice
          reason={reason}
          isMissing={isReasonMissing}
          isBusy={isBusy}
          groupRef={reasons}
          onChange={(value) => {
            setReason(value);
            setReasonMissing(false);
          }}
        />
        <TextField
          label={t('dashboard.recommitments.dialog.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          disabled={isBusy}
          helperText={t('dashboard.recommitments.dialog.counter', {
            count: note.length,
            max: DECLINE_NOTE_MAX_LENGTH,
          })}
          slotProps={{
            htmlInput: { maxLength: DECLINE_NOTE_MAX_LENGTH },
            formHelperText: { sx: { textAlign: 'right' } },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="warning" loading={isBusy}>
          {t('dashboard.recommitments.dialog.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}

function ReasonChoice({
  reason,
  isMissing,
  isBusy,
  groupRef,
  onChange,
}: {
  reason: DeclineReason | '';
  isMissing: boolean;
  isBusy: boolean;
  groupRef: RefObject<HTMLDivElement | null>;
  onChange: (reason: DeclineReason) => void;
}) {
  const { t } = useDashboardTranslation();
  const labelId = useId();
  const missingId = useId();
  return (
    <FormControl required error={isMissing} sx={{ mb: 2 }}>
      <FormLabel id={labelId}>{t('dashboard.recommitments.dialog.reason')}</FormLabel>
      <RadioGroup
        ref={groupRef}
        aria-labelledby={labelId}
        aria-describedby={isMissing ? missingId : undefined}
        value={reason}
        onChange={(event) => onChange(event.target.value as DeclineReason)}
      >
        {DECLINE_REASONS.map((value, index) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio autoFocus={index === 0} />}
            label={t(`dashboard.recommitments.reasons.${value}`)}
            disabled={isBusy}
            // The whole row answers a tap: at least 44 px high on a phone.
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
      {isMissing ? (
        <FormHelperText id={missingId}>
          {t('dashboard.recommitments.dialog.reasonMissing')}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
