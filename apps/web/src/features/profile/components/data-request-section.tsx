// The profile's "Your data": a person asks for a copy of their data, its erasure or a correction,
// in their own words; the programme answers within 30 days (the request joins the super admin's
// queue of data requests).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_MESSAGE_MAX_LENGTH,
  type DataRequestKind,
} from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useFileDataRequest } from '../api/file-data-request';
import { useProfileTranslation } from '../i18n';

export function DataRequestSection() {
  const { t } = useProfileTranslation();
  const format = useFormat();
  const file = useFileDataRequest();
  const [kind, setKind] = useState<DataRequestKind>('export');
  const [message, setMessage] = useState('');
  const submit = () => file.mutate({ kind, message }, { onSuccess: () => setMessage('') });
  return (
    <Box component="section" aria-labelledby="data-request-title">
      <Typography id="data-request-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('profile.dataRequest.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('profile.dataRequest.intro')}
      </Typography>
      <TextField
        select
        label={t('profile.dataRequest.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as DataRequestKind)}
        fullWidth
        margin="normal"
        slotProps={{ select: { native: true } }}
      >
        {DATA_REQUEST_KINDS.map((option) => (
          <option key={option} value={option}>
            {t(`profile.dataRequest.kinds.${option}`)}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('profile.dataRequest.message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        fullWidth
        multiline
        minRows={3}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: DATA_REQUEST_MESSAGE_MAX_LENGTH } }}
      />
      {file.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getErrorMessage(file.error, t)}
        </Alert>
      ) : null}
      {file.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('profile.dataRequest.sent', { date: format.day(file.data.dueOn) })}
        </Alert>
      ) : null}
      <Button variant="outlined" onClick={submit} loading={file.isPending}>
        {t('profile.dataRequest.send')}
      </Button>
    </Box>
  );
}
