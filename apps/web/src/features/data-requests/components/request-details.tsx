// What a data request is, as its dialogs show it above their form or History: who it is about,
// what was asked, how and when it came, when it is due and where it stands.
import type { DataRequest } from '@portal/shared';
import { DetailsList } from '../../../components/details-list';
import { useFormat } from '../../../lib/format';
import { useDataRequestsTranslation } from '../i18n';

export function RequestDetails({
  request,
  hasState = true,
}: {
  request: DataRequest;
  /** Whether the state and note are shown (the update form has its own). */
  hasState?: boolean;
}) {
  const { t } = useDataRequestsTranslation();
  const format = useFormat();
  const recorded =
    request.source === 'self' ? t('dataRequests.sources.self') : (request.recordedBy.name ?? '');
  const items = [
    {
      id: 'person',
      label: t('dataRequests.fields.person'),
      value: `${request.person.name} · ${request.person.email}`,
    },
    {
      id: 'kind',
      label: t('dataRequests.fields.kind'),
      value: t(`dataRequests.kinds.${request.kind}`),
    },
    { id: 'message', label: t('dataRequests.fields.message'), value: request.message },
    { id: 'recordedBy', label: t('dataRequests.fields.recordedBy'), value: recorded },
    {
      id: 'received',
      label: t('dataRequests.fields.received'),
      value: format.day(request.receivedOn),
    },
    { id: 'due', label: t('dataRequests.fields.due'), value: format.day(request.dueOn) },
  ];
  if (hasState) {
    items.push(
      {
        id: 'state',
        label: t('dataRequests.fields.state'),
        value: request.isOverdue
          ? `${t(`dataRequests.states.${request.state}`)} · ${t('dataRequests.overdue')}`
          : t(`dataRequests.states.${request.state}`),
      },
      { id: 'note', label: t('dataRequests.fields.note'), value: request.note },
      {
        id: 'closedAt',
        label: t('dataRequests.fields.closedAt'),
        value: request.closedAt ? format.date(request.closedAt) : '',
      },
    );
  }
  return <DetailsList items={items} />;
}
