// Where a data request stands: its state and a note (what was done, or why it was refused),
// below what the request is, and its History (closed at first) for those who may read it.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATA_REQUEST_NOTE_MAX_LENGTH,
  DATA_REQUEST_STATES,
  dataRequestUpdateSchema,
  type DataRequest,
  type DataRequestUpdate,
  type DataRequestUpdateParsed,
} from '@portal/shared';
import { FormDialog, FormInputField, useServerAwareSubmit } from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { notify } from '../../../lib/notify';
import { useUpdateDataRequest } from '../api/update-data-request';
import { useDataRequestsTranslation } from '../i18n';
import { RequestDetails } from './request-details';
import { RequestHistory } from './request-history';

const FIELDS = ['state', 'note'] as const;

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
  const form = useForm<DataRequestUpdate, unknown, DataRequestUpdateParsed>({
    resolver: zodResolver(dataRequestUpdateSchema),
    mode: 'onTouched',
    defaultValues: { state: request.state, note: request.note },
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (body) => {
    await update.mutateAsync({ id: request.id, body });
    notify.success(t('dataRequests.updated'));
    onClose();
  });
  const { control } = form;
  return (
    <FormDialog
      title={t('dataRequests.updateTitle')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="data-request-update-form"
    >
      <RequestDetails request={request} hasState={false} />
      <FormSelectField
        control={control}
        name="state"
        label={t('dataRequests.fields.state')}
        options={DATA_REQUEST_STATES.map((state) => ({
          value: state,
          label: t(`dataRequests.states.${state}`),
        }))}
        required
      />
      <FormInputField
        control={control}
        name="note"
        label={t('dataRequests.fields.note')}
        t={t}
        multiline
        minRows={3}
        maxLength={DATA_REQUEST_NOTE_MAX_LENGTH}
      />
      {canReadHistory ? <RequestHistory requestId={request.id} /> : null}
    </FormDialog>
  );
}
