// The monthly programme report to the board: on or off, its day (1-28), when it goes next and
// the last month sent; "Send the report now" after a confirmation naming the members.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOARD_REPORT_DAY_MAX, type BoardReportSettings } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage, translateFieldMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBoardReport } from '../api/get-board-report';
import { useSaveBoardReport } from '../api/save-board-report';
import { useSendBoardReport } from '../api/send-board-report';
import { useEmailTranslation } from '../i18n';
import { MOMENT } from './campaign-words';
import { issuesOf } from './use-composer-actions';

export function BoardReportSettingsPanel() {
  const report = useBoardReport();
  if (report.isPending) return <LoadingSkeleton lines={3} />;
  if (report.isError)
    return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  return <SettingsForm key={report.dataUpdatedAt} settings={report.data} />;
}

function SettingsForm({ settings }: { settings: BoardReportSettings }) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const save = useSaveBoardReport();
  const [isEnabled, setEnabled] = useState(settings.enabled);
  const [day, setDay] = useState(String(settings.dayOfMonth));
  const dayIssue = translateFieldMessage(issuesOf(save.error).dayOfMonth, t);
  return (
    <Stack spacing={2} component="section" aria-labelledby="board-report-title">
      <Typography id="board-report-title" variant="h6" component="h2">
        {t('board.report.title')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { enabled: isEnabled, dayOfMonth: Number(day) },
            { onSuccess: () => notify.success(t('board.report.saved')) },
          );
        }}
      >
        <FormControlLabel
          control={
            <Checkbox checked={isEnabled} onChange={(event) => setEnabled(event.target.checked)} />
          }
          label={t('board.report.enabled')}
        />
        <TextField
          type="number"
          label={t('board.report.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={Boolean(dayIssue)}
          helperText={dayIssue || undefined}
          slotProps={{ htmlInput: { min: 1, max: BOARD_REPORT_DAY_MAX, step: 1 } }}
          sx={{ maxWidth: 240 }}
        />
        {save.isError && !dayIssue ? (
          <Alert severity="error" role="alert">
            {getErrorMessage(save.error, t)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        >
          {t('board.report.save')}
        </Button>
      </Stack>
      <Typography data-testid="board-report-next">
        {settings.nextRunAt
          ? t('board.report.nextRun', { moment: format.date(settings.nextRunAt, MOMENT) })
          : t('board.report.noNextRun')}
      </Typography>
      {settings.lastSentMonth ? (
        <Typography>{t('board.report.lastSent', { month: settings.lastSentMonth })}</Typography>
      ) : null}
      <SendReportNow members={settings.members} />
    </Stack>
  );
}

function SendReportNow({ members }: { members: number }) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const send = useSendBoardReport();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        disabled={members === 0}
        onClick={() => setConfirming(true)}
      >
        {t('board.report.sendNow')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={t('board.report.sendTitle')}
        description={t('board.report.sendText', {
          count: members,
          formatted: format.number(members),
        })}
        confirmLabel={t('board.report.sendButton')}
        busy={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              notify.success(t('board.report.sent'));
              setConfirming(false);
            },
            onError: (error) => notify.error(getErrorMessage(error, t)),
          })
        }
      />
    </>
  );
}
