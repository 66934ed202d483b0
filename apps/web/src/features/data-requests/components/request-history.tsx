// The History section of a data request: its creation and each change of its state and note,
// by whom and when, each field by its label on this screen (the person's name, e-mail and
// message are not in the log: the request holds them, decision 057).
import { RecordHistory } from '../../../components/record-history/record-history';
import { useDataRequestsTranslation } from '../i18n';

const HISTORY_FIELD_KEYS = {
  kind: 'dataRequests.fields.kind',
  userId: 'dataRequests.fields.account',
  source: 'dataRequests.fields.source',
  recordedBy: 'dataRequests.fields.recordedBy',
  receivedOn: 'dataRequests.fields.receivedOn',
  dueOn: 'dataRequests.fields.due',
  state: 'dataRequests.fields.state',
  note: 'dataRequests.fields.note',
  closedAt: 'dataRequests.fields.closedAt',
} as const;

export function RequestHistory({ requestId }: { requestId: number }) {
  const { t } = useDataRequestsTranslation();
  const fieldLabel = (field: string) =>
    field in HISTORY_FIELD_KEYS
      ? t(HISTORY_FIELD_KEYS[field as keyof typeof HISTORY_FIELD_KEYS])
      : field;
  return <RecordHistory entity="dataRequest" id={requestId} fieldLabel={fieldLabel} />;
}
