// "Offer another student": a coordinator picks a student with a place left (searched by name)
// and offers them to the sponsor, who answers from their dashboard within SPONSOR_OFFER_DAYS.
// The server's refusal stays in the dialog; success closes it and says so.
import { useId, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  MAX_SPONSORS_PER_STUDENT,
  SPONSOR_OFFER_DAYS,
  type OpenStudent,
  type SponsorDetails,
} from '@portal/shared';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { notify } from '../../../lib/notify';
import { useOpenStudents } from '../api/get-open-students';
import { useOfferStudent } from '../api/offer-student';
import { useSponsorsTranslation } from '../i18n';

export interface OfferStudentDialogProps {
  open: boolean;
  sponsor: Pick<SponsorDetails, 'id' | 'fullName'>;
  onClose: () => void;
}

export default function OfferStudentDialog({ sponsor, onClose }: OfferStudentDialogProps) {
  const { t } = useSponsorsTranslation();
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  const [student, setStudent] = useState<OpenStudent | null>(null);
  const [isMissing, setMissing] = useState(false);
  const offer = useOfferStudent();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!student) {
      setMissing(true);
      return;
    }
    try {
      await offer.mutateAsync({ sponsorId: sponsor.id, studentId: student.id });
    } catch {
      return;
    }
    notify.success(
      t('sponsors.offer.done', {
        student: student.fullName,
        sponsor: sponsor.fullName,
        days: SPONSOR_OFFER_DAYS,
      }),
    );
    onClose();
  }

  return (
    <Dialog
      open
      onClose={offer.isPending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t('sponsors.offer.title', { name: sponsor.fullName })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('sponsors.offer.intro', { name: sponsor.fullName, days: SPONSOR_OFFER_DAYS })}
          </DialogContentText>
          <StudentSearch
            value={student}
            isMissing={isMissing}
            onChange={(chosen) => {
              offer.reset();
              setMissing(false);
              setStudent(chosen);
            }}
          />
          <FormErrorAlert error={offer.error} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={offer.isPending}>
            {t('sponsors.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={offer.isPending}>
            {t('sponsors.offer.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The students with a place left, searched by name as one types. */
function StudentSearch({
  value,
  isMissing,
  onChange,
}: {
  value: OpenStudent | null;
  isMissing: boolean;
  onChange: (student: OpenStudent | null) => void;
}) {
  const { t } = useSponsorsTranslation();
  const [search, setSearch] = useState('');
  const found = useOpenStudents(search);
  const options = found.data?.items ?? [];
  const shown =
    value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  const places = (option: OpenStudent) =>
    t('sponsors.offer.places', { count: option.sponsorCount, max: MAX_SPONSORS_PER_STUDENT });
  return (
    <Autocomplete
      options={shown}
      loading={found.isFetching}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.id}>
          {`${option.fullName} · ${option.village.name} · ${places(option)}`}
        </li>
      )}
      loadingText={t('app.loading')}
      noOptionsText={t(found.isError ? 'sponsors.offer.searchFailed' : 'sponsors.offer.noStudents')}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={t('sponsors.offer.student')}
          required
          error={isMissing}
          helperText={
            isMissing
              ? t('sponsors.offer.studentMissing')
              : value
                ? places(value)
                : t('sponsors.offer.studentHelp')
          }
        />
      )}
    />
  );
}
