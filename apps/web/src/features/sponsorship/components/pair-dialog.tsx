// "Pair": pick a student (search; each shows "1 of 3 sponsors") and a sponsor (search), then a
// confirmation that names both and the year. Opened from a row of the waiting lists, the
// student or the sponsor of that row is already chosen (and can still be changed). The server
// decides the limit (409 STUDENT_FULL when the last place went meanwhile) and the answer is
// shown in the dialog.
import { useState } from 'react';
import { useSponsorshipTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  MAX_SPONSORS_PER_STUDENT,
  type Period,
  type SponsorableStudent,
  type Sponsor,
} from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { agreementName } from '../agreement-names';
import { useCreateSponsorship } from '../api/create-sponsorship';
import { useSponsorOptions } from '../api/get-pairing-options';
import { useSponsorableStudents } from '../api/get-sponsorable-students';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';

/** A student to pair: from the dialog's search, or the row the dialog was opened from. */
export type PairStudent = Pick<
  SponsorableStudent,
  'id' | 'firstName' | 'lastName' | 'sponsorCount'
> & { village: { name: string } };

/** A sponsor to pair: from the dialog's search, or the row the dialog was opened from. */
export type PairSponsor = Pick<Sponsor, 'id' | 'fullName' | 'schoolName'>;

export interface PairDialogProps {
  open: boolean;
  year: Period | undefined;
  /** Already chosen when the dialog opens. */
  student?: PairStudent | undefined;
  sponsor?: PairSponsor | undefined;
  onClose: () => void;
}

/** The search's options, with the chosen one among them (the field shows only an option). */
function withChosen<Option extends { id: number }>(
  options: Option[],
  chosen: Option | null,
): Option[] {
  return chosen && !options.some((option) => option.id === chosen.id)
    ? [chosen, ...options]
    : options;
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
  const [studentSearch, setStudentSearch] = useState('');
  const [sponsorSearch, setSponsorSearch] = useState('');
  const [student, setStudent] = useState<PairStudent | null>(initialStudent ?? null);
  const [sponsor, setSponsor] = useState<PairSponsor | null>(initialSponsor ?? null);
  const [confirming, setConfirming] = useState(false);
  const students = useSponsorableStudents({
    q: studentSearch || undefined,
    full: 'true',
    pageSize: 20,
  });
  const sponsors = useSponsorOptions(sponsorSearch);
  const create = useCreateSponsorship();
  const studentName = (option: PairStudent) =>
    [option.firstName, option.lastName].filter(Boolean).join(' ');
  const places = (option: PairStudent) =>
    t('sponsorship.pair.places', { count: option.sponsorCount, max: MAX_SPONSORS_PER_STUDENT });

  async function confirm() {
    if (!student || !sponsor) return;
    try {
      const paired = await create.mutateAsync({ studentId: student.id, sponsorId: sponsor.id });
      const done = t('sponsorship.pair.done', {
        student: studentName(student),
        sponsor: sponsor.fullName,
      });
      // Paper forms may exist: the pairing stands, and says what is still to sign.
      const missing = paired.missingAgreements.map((key) => agreementName(t, key)).join(', ');
      notify.success(
        missing ? `${done} ${t('sponsorship.missingAgreements', { names: missing })}` : done,
      );
      onClose();
    } catch {
      setConfirming(false);
    }
  }

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pair-dialog-title"
    >
      <DialogTitle id="pair-dialog-title">
        {confirming ? t('sponsorship.pair.confirmTitle') : t('sponsorship.pair.title')}
      </DialogTitle>
      <DialogContent>
        {confirming && student && sponsor ? (
          <p data-testid="pair-confirmation">
            {t('sponsorship.pair.confirmText', {
              sponsor: sponsor.fullName,
              student: studentName(student),
              year: year?.name ?? '',
            })}
          </p>
        ) : (
          <>
            <Autocomplete
              options={withChosen<PairStudent>(students.data?.items ?? [], student)}
              loading={students.isFetching}
              value={student}
              onChange={(_event, value) => setStudent(value)}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') setStudentSearch(value);
              }}
              filterOptions={(options) => options}
              getOptionLabel={studentName}
              getOptionDisabled={(option) => option.sponsorCount >= MAX_SPONSORS_PER_STUDENT}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderOption={(optionProps, option) => (
                <li {...optionProps} key={option.id}>
                  {studentName(option)} · {option.village.name} · {places(option)}
                </li>
              )}
              noOptionsText={t('sponsorship.pair.noStudents')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="normal"
                  label={t('sponsorship.fields.student')}
                  helperText={student ? places(student) : t('sponsorship.pair.studentHelp')}
                  required
                />
              )}
            />
            <Autocomplete
              options={withChosen<PairSponsor>(sponsors.data?.items ?? [], sponsor)}
              loading={sponsors.isFetching}
              value={sponsor}
              onChange={(_event, value) => setSponsor(value)}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') setSponsorSearch(value);
              }}
              filterOptions={(options) => options}
              getOptionLabel={(option) => option.fullName}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderOption={(optionProps, option) => (
                <li {...optionProps} key={option.id}>
                  {option.fullName} · {option.schoolName}
                </li>
              )}
              noOptionsText={t('sponsorship.pair.noSponsors')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="normal"
                  label={t('sponsorship.fields.sponsor')}
                  required
                />
              )}
            />
          </>
        )}
        {create.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(create.error, t)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={confirming ? () => setConfirming(false) : onClose}
          disabled={create.isPending}
        >
          {confirming ? t('sponsorship.pair.back') : t('sponsorship.pair.cancel')}
        </Button>
        {confirming ? (
          <Button variant="contained" loading={create.isPending} onClick={() => void confirm()}>
            {t('sponsorship.pair.confirm')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={!student || !sponsor}
            onClick={() => {
              create.reset();
              setConfirming(true);
            }}
          >
            {t('sponsorship.pair.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
