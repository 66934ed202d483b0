// Where a data request stands: its state and a note (what was done, or why it was refused),
// below what the request is, and its History (closed at first) for those who may read it.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import {
  DATA_REQUEST_NOTE_MAX_LENGTH,
  DATA_REQUEST_STATES,
  type DataRequest,
  type DataRequestState,
} from '@portal/shared';
import { translateFieldMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useUpdateDataRequest } from '../api/update-data-request';
import { useDataRequestsTranslation } from '../i18n';
import { DialogFrame, issuesOf } from './dialog-frame';
import { RequestDetails } from './request-details';
import { RequestHistory } from './request-history';

export default function UpdateDataRequestDialog({
  request,
  canReadHistory,
  onClose,
}: {
  open: boolean;
  request: DataRequest;
  canReadHistory: boolean;
  onClose: () => void;
}) {
  const { t } = useDataRequestsTranslation();
  const update = useUpdateDataRequest();
  const [state, setState] = useState<DataRequestState>(request.state);
  const [note, setNote] = useState(request.note);
  const noteIssue = translateFieldMessage(issuesOf(update.error).note, t);
  const submit = () =>
    update.mutate(
      { id: request.id, body: { state, note } },
      {
        onSuccess: () => {
          notify.success(t('dataRequests.updated'));
          onClose();
        },
      },
    );
  return (
    <DialogFrame
      title={t('dataRequests.updateTitle')}
      busy={update.isPending}
      error={update.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <RequestDetails request={request} hasState={false} />
      <TextField
        select
        label={t('dataRequests.fields.state')}
        value={state}
        onChange={(event) => setState(event.target.value as DataRequestState)}
        fullWidth
        margin="normal"
        slotProps={{ select: { native: true } }}
      >
        {DATA_REQUEST_STATES.map((option) => (
          <option key={option} value={option}>
            {t(`dataRequests.states.${option}`)}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('dataRequests.fields.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        multiline
        minRows={3}
        margin="normal"
        error={Boolean(noteIssue)}
        helperText={noteIssue || undefined}
        slotProps={{ htmlInput: { maxLength: DATA_REQUEST_NOTE_MAX_LENGTH } }}
      />
      {canReadHistory ? <RequestHistory requestId={request.id} /> : null}
    </DialogFrame>
  );
}
