// "Pair": pick a student (search; each shows "1 of 3 sponsors") and a sponsor (search), then a
// confirmation that names both and the year. Opened from a row of the waiting lists, the
// student or the sponsor of that row is already chosen (and can still be changed). The server
// decides the limit (409 STUDENT_FULL when the last place went meanwhile) and the answer is
// shown in the dialog.
import { useSponsorshipTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Period } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { SponsorPicker, StudentPicker } from './pair-pickers';
import { pairStudentName, usePairForm, type PairSponsor, type PairStudent } from './use-pair-form';

export interface PairDialogProps {
  open: boolean;
  year: Period | undefined;
  /** Already chosen when the dialog opens. */
  student?: PairStudent | undefined;
  sponsor?: PairSponsor | undefined;
  onClose: () => void;
}

export function PairDialog(props: PairDialogProps) {
  return props.open ? <PairForm {...props} /> : null;
}

function PairForm({
  year,
  student: initialStudent,
  sponsor: initialSponsor,
  onClose,
}: PairDialogProps) {
  const { t } = useSponsorshipTranslation();
  const isPhone = useDialogFullScreen();
  const pair = usePairForm({ student: initialStudent, sponsor: initialSponsor }, onClose);
  const student = pair.student.chosen;
  const sponsor = pair.sponsor.chosen;

  return (
    <Dialog
      open
      onClose={pair.isPairing ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pair-dialog-title"
    >
      <DialogTitle id="pair-dialog-title">
        {pair.isConfirming ? t('sponsorship.pair.confirmTitle') : t('sponsorship.pair.title')}
      </DialogTitle>
      <DialogContent>
        {pair.isConfirming && student && sponsor ? (
          <p data-testid="pair-confirmation">
            {t('sponsorship.pair.confirmText', {
              sponsor: sponsor.fullName,
              student: pairStudentName(student),
              year: year?.name ?? '',
            })}
          </p>
        ) : (
          <>
            <StudentPicker
              options={pair.student.found.data?.items ?? []}
              isLoading={pair.student.found.isFetching}
              value={student}
              onChange={pair.student.choose}
              onSearch={pair.student.search}
            />
            <SponsorPicker
              options={pair.sponsor.found.data?.items ?? []}
              isLoading={pair.sponsor.found.isFetching}
              value={sponsor}
              onChange={pair.sponsor.choose}
              onSearch={pair.sponsor.search}
            />
          </>
        )}
        {pair.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(pair.error, t)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={pair.isConfirming ? pair.back : onClose} disabled={pair.isPairing}>
          {pair.isConfirming ? t('sponsorship.pair.back') : t('sponsorship.pair.cancel')}
        </Button>
        {pair.isConfirming ? (
          <Button variant="contained" loading={pair.isPairing} onClick={() => void pair.confirm()}>
            {t('sponsorship.pair.confirm')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!student || !sponsor} onClick={pair.next}>
            {t('sponsorship.pair.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
