// On a student's page, for coordinators who may edit the student: whether the guardian's
// authorisation to process the child's data is on file (Ley 1581 de 2012, art. 7), with the day
// signed, who recorded it and the signed document; a form to record or replace it (the day and
// the file) and a confirmed "Withdraw".
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_EXTENSIONS, acceptAttribute, type GuardianAuthorisation } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { FileChooserButton } from '../../../components/form/file-chooser-button';
import { getErrorMessage } from '../../../lib/errors';
import { localToday, useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useGuardianAuthorisation } from '../api/get-guardian-authorisation';
import { useRecordGuardianAuthorisation } from '../api/record-guardian-authorisation';
import { useRemoveGuardianAuthorisation } from '../api/remove-guardian-authorisation';
import { useStudentsTranslation } from '../i18n';

function RecordForm({ studentId, onDone }: { studentId: number; onDone?: () => void }) {
  const { t } = useStudentsTranslation();
  const save = useRecordGuardianAuthorisation(studentId);
  const [signedOn, setSignedOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const typesId = useId();
  const today = localToday();
  const dateError = !signedOn
    ? t('students.guardian.dateRequired')
    : signedOn > today
      ? t('students.guardian.dateFuture')
      : null;
  const fileError = file ? null : t('students.guardian.fileRequired');
  const submit = async () => {
    setIsSubmitted(true);
    if (dateError || !file) return;
    try {
      await save.mutateAsync({ file, signedOn });
      notify.success(t('students.guardian.saved'));
      onDone?.();
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}
    >
      <TextField
        type="date"
        label={t('students.guardian.signedOn')}
        value={signedOn}
        onChange={(event) => setSignedOn(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        error={isSubmitted && dateError !== null}
        helperText={isSubmitted ? dateError : null}
        required
      />
      <div>
        <Typography id={typesId} variant="body2" color="text.secondary">
          {t('students.guardian.file')}: {file ? file.name : t('students.guardian.noFile')}
        </Typography>
        <FileChooserButton
          accept={acceptAttribute(DOCUMENT_EXTENSIONS)}
          describedBy={typesId}
          onFile={setFile}
          inputTestId="guardian-file-input"
          sx={{ minHeight: 44, mt: 0.5 }}
        >
          {t('students.guardian.chooseFile')}
        </FileChooserButton>
        {isSubmitted && fileError ? (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
            {fileError}
          </Typography>
        ) : null}
      </div>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ minHeight: 44 }}>
          {t('students.guardian.save')}
        </Button>
        {onDone ? (
          <Button onClick={onDone} sx={{ minHeight: 44 }}>
            {t('students.guardian.cancel')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

function OnFile({
  studentId,
  studentName,
  authorisation,
}: {
  studentId: number;
  studentName: string;
  authorisation: GuardianAuthorisation;
}) {
  const { t } = useStudentsTranslation();
  const format = useFormat();
  const remove = useRemoveGuardianAuthorisation(studentId);
  const [isReplacing, setIsReplacing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const recordedAt = format.date(authorisation.recordedAt, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const withdraw = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('students.guardian.withdrawn'));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setIsConfirming(false);
    }
  };
  if (isReplacing) return <RecordForm studentId={studentId} onDone={() => setIsReplacing(false)} />;
  return (
    <Stack spacing={1}>
      <Alert severity="success">
        {t('students.guardian.onFile', { date: format.day(authorisation.signedOn) })}{' '}
        {authorisation.recordedBy
          ? t('students.guardian.recorded', {
              name: authorisation.recordedBy.name,
              date: recordedAt,
            })
          : t('students.guardian.recordedNoName', { date: recordedAt })}
      </Alert>
      <Link href={authorisation.document.url} target="_blank" rel="noopener">
        {t('students.guardian.document', { name: authorisation.document.name })}
      </Link>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setIsReplacing(true)} sx={{ minHeight: 44 }}>
          {t('students.guardian.replace')}
        </Button>
        <Button color="error" onClick={() => setIsConfirming(true)} sx={{ minHeight: 44 }}>
          {t('students.guardian.withdraw')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title={t('students.guardian.withdrawTitle')}
        description={t('students.guardian.withdrawText', { name: studentName })}
        confirmLabel={t('students.guardian.withdraw')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void withdraw()}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}

export function GuardianAuthorisationPanel({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const { t } = useStudentsTranslation();
  const answer = useGuardianAuthorisation(studentId);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }} data-testid="guardian">
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('students.guardian.title')}
      </Typography>
      {answer.isPending ? (
        <LoadingSkeleton lines={2} />
      ) : answer.isError ? (
        <ErrorState error={answer.error} onRetry={() => void answer.refetch()} />
      ) : answer.data.authorisation ? (
        <OnFile
          studentId={studentId}
          studentName={studentName}
          authorisation={answer.data.authorisation}
        />
      ) : (
        <Stack spacing={1.5}>
          <Alert severity="warning">{t('students.guardian.missing')}</Alert>
          <RecordForm studentId={studentId} />
        </Stack>
      )}
    </Box>
  );
}
