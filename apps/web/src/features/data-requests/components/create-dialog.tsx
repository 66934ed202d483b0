// Recording a data request received by mail, phone or in person: the kind, the person's name and
// e-mail, what was asked and the date it came (today unless changed). The server's field
// messages land under their inputs; nothing typed is lost on an error.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_MESSAGE_MAX_LENGTH,
  type DataRequestKind,
} from '@portal/shared';
import { translateFieldMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useCreateDataRequest } from '../api/create-data-request';
import { useDataRequestsTranslation } from '../i18n';
import { DialogFrame, issuesOf } from './dialog-frame';

type TextFieldName = 'personName' | 'personEmail' | 'message' | 'receivedOn';

const LABELS: Record<TextFieldName, 'name' | 'email' | 'message' | 'receivedOn'> = {
  personName: 'name',
  personEmail: 'email',
  message: 'message',
  receivedOn: 'receivedOn',
};

export default function CreateDataRequestDialog({
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useDataRequestsTranslation();
  const create = useCreateDataRequest();
  const [values, setValues] = useState({
    kind: 'export' as DataRequestKind,
    personName: '',
    personEmail: '',
    message: '',
    receivedOn: new Date().toISOString().slice(0, 10),
  });
  const issues = issuesOf(create.error);
  const field = (name: TextFieldName, options: { type?: string; isRequired?: boolean } = {}) => {
    const issue = translateFieldMessage(issues[name], t);
    return (
      <TextField
        label={t(`dataRequests.fields.${LABELS[name]}`)}
        type={options.type ?? 'text'}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        required={options.isRequired ?? false}
        fullWidth
        margin="normal"
        multiline={name === 'message'}
        minRows={name === 'message' ? 3 : undefined}
        error={Boolean(issue)}
        helperText={issue || undefined}
        slotProps={{
          inputLabel: options.type === 'date' ? { shrink: true } : {},
          htmlInput: name === 'message' ? { maxLength: DATA_REQUEST_MESSAGE_MAX_LENGTH } : {},
        }}
      />
    );
  };
  const submit = () =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success(t('dataRequests.created'));
        onClose();
      },
    });
  return (
    <DialogFrame
      title={t('dataRequests.createTitle')}
      busy={create.isPending}
      error={create.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {t('dataRequests.createHelp')}
      </Typography>
      <TextField
        select
        label={t('dataRequests.fields.kind')}
        value={values.kind}
        onChange={(event) => setValues({ ...values, kind: event.target.value as DataRequestKind })}
        fullWidth
        margin="normal"
        slotProps={{ select: { native: true } }}
      >
        {DATA_REQUEST_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`dataRequests.kinds.${kind}`)}
          </option>
        ))}
      </TextField>
      {field('personName', { isRequired: true })}
      {field('personEmail', { type: 'email', isRequired: true })}
      {field('message')}
      {field('receivedOn', { type: 'date', isRequired: true })}
    </DialogFrame>
  );
}
