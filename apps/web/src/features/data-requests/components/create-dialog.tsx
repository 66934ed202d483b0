// Recording a data request received by mail, phone or in person: the kind, the person's name and
// e-mail, what was asked and the day it came (today in the user's own zone unless changed). The
// shared schema checks it before it is sent; the server's field messages land under their inputs
// and nothing typed is lost on an error.
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_MESSAGE_MAX_LENGTH,
  dataRequestCreateSchema,
  type DataRequestCreate,
  type DataRequestCreateParsed,
} from '@portal/shared';
import {
  FormDialog,
  FormInputField,
  FormTextField,
  useServerAwareSubmit,
} from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { localToday } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCreateDataRequest } from '../api/create-data-request';
import { useDataRequestsTranslation } from '../i18n';

const FIELDS = ['kind', 'personName', 'personEmail', 'message', 'receivedOn'] as const;

export default function CreateDataRequestDialog({
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useDataRequestsTranslation();
  const create = useCreateDataRequest();
  const form = useForm<DataRequestCreate, unknown, DataRequestCreateParsed>({
    resolver: zodResolver(dataRequestCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      kind: 'export',
      personName: '',
      personEmail: '',
      message: '',
      receivedOn: localToday(),
    },
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (values) => {
    await create.mutateAsync(values);
    notify.success(t('dataRequests.created'));
    onClose();
  });
  return (
    <FormDialog
      title={t('dataRequests.createTitle')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="data-request-form"
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('dataRequests.createHelp')}
      </Typography>
      <RequestFields control={form.control} />
    </FormDialog>
  );
}

/** The kind, who it is about, what was asked and the day it came. */
function RequestFields({
  control,
}: {
  control: Control<DataRequestCreate, unknown, DataRequestCreateParsed>;
}) {
  const { t } = useDataRequestsTranslation();
  return (
    <>
      <FormSelectField
        control={control}
        name="kind"
        label={t('dataRequests.fields.kind')}
        options={DATA_REQUEST_KINDS.map((kind) => ({
          value: kind,
          label: t(`dataRequests.kinds.${kind}`),
        }))}
        required
      />
      <FormTextField
        control={control}
        name="personName"
        label={t('dataRequests.fields.name')}
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="personEmail"
        label={t('dataRequests.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
      />
      <FormInputField
        control={control}
        name="message"
        label={t('dataRequests.fields.message')}
        t={t}
        multiline
        minRows={3}
        maxLength={DATA_REQUEST_MESSAGE_MAX_LENGTH}
      />
      <FormTextField
        control={control}
        name="receivedOn"
        label={t('dataRequests.fields.receivedOn')}
        type="date"
        required
      />
    </>
  );
}
