// The History section of a data request: its creation and each change of its state and note,
// by whom and when, each field by its label on this screen and each kind, source and state in
// the words of this screen (the person's name, e-mail and message are not in the log: the
// request holds them, decision 057).
import { DATA_REQUEST_KINDS, DATA_REQUEST_SOURCES, DATA_REQUEST_STATES } from '@portal/shared';
import { RecordHistory } from '../../../components/record-history/record-history';
import { fieldLabelsFrom } from '../../../components/record-history/history-value';
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

function isOneOf<Value extends string>(values: readonly Value[], value: string): value is Value {
  return (values as readonly string[]).includes(value);
}

export function RequestHistory({ requestId }: { requestId: number }) {
  const { t } = useDataRequestsTranslation();
  const fieldLabel = fieldLabelsFrom(HISTORY_FIELD_KEYS, t);
  const valueLabel = (field: string, value: string) => {
    if (field === 'kind' && isOneOf(DATA_REQUEST_KINDS, value)) {
      return t(`dataRequests.kinds.${value}`);
    }
    if (field === 'state' && isOneOf(DATA_REQUEST_STATES, value)) {
      return t(`dataRequests.states.${value}`);
    }
    if (field === 'source' && isOneOf(DATA_REQUEST_SOURCES, value)) {
      return t(`dataRequests.sources.${value}`);
    }
    return undefined;
  };
  return (
    <RecordHistory
      entity="dataRequest"
      id={requestId}
      fieldLabel={fieldLabel}
      valueLabel={valueLabel}
    />
  );
}
