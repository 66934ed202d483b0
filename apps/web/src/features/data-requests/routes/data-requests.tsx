// /edrocks/data-requests: the queue of data requests by due date (the soonest first), the
// overdue ones flagged and counted above the list, filtered by state and by overdue; the super
// admin records a request and updates its state and note, the global admins read.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  canWrite,
  DATA_REQUEST_STATES,
  type DataRequest,
  type DataRequestSortField,
} from '@portal/shared';
import { ListScreen, useListUrlState, type DataTableColumn } from '../../../components/data-table';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { DATA_REQUEST_LIST, useDataRequests } from '../api/get-data-requests';
import { EraseByEmailLink } from '../components/erase-by-email-link';
import { useDataRequestsTranslation } from '../i18n';

const CreateDialog = lazyFormDialog(() => import('../components/create-dialog'));
const UpdateDialog = lazyFormDialog(() => import('../components/update-dialog'));

function useColumns(
  onUpdate: ((request: DataRequest) => void) | null,
): Array<DataTableColumn<DataRequest, DataRequestSortField>> {
  const { t } = useDataRequestsTranslation();
  const format = useFormat();
  const columns: Array<DataTableColumn<DataRequest, DataRequestSortField>> = [
    {
      id: 'person',
      header: t('dataRequests.fields.person'),
      render: (item) => `${item.person.name} · ${item.person.email}`,
    },
    {
      id: 'kind',
      header: t('dataRequests.fields.kind'),
      render: (item) => t(`dataRequests.kinds.${item.kind}`),
    },
    {
      id: 'receivedOn',
      header: t('dataRequests.fields.received'),
      sortField: 'receivedOn',
      render: (item) => format.day(item.receivedOn),
      hideOnPhone: true,
    },
    {
      id: 'dueOn',
      header: t('dataRequests.fields.due'),
      sortField: 'dueOn',
      render: (item) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{format.day(item.dueOn)}</span>
          {item.isOverdue ? (
            <Chip size="small" color="error" label={t('dataRequests.overdue')} />
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'state',
      header: t('dataRequests.fields.state'),
      render: (item) => t(`dataRequests.states.${item.state}`),
    },
  ];
  if (!onUpdate) return columns;
  return [
    ...columns,
    {
      id: 'update',
      header: t('dataRequests.update'),
      render: (item) => (
        <Button
          size="small"
          onClick={() => onUpdate(item)}
          aria-label={t('dataRequests.updateLabel', { name: item.person.name })}
        >
          {t('dataRequests.update')}
        </Button>
      ),
    },
  ];
}

export default function DataRequestsRoute() {
  const { t } = useDataRequestsTranslation();
  const { userData } = useSession();
  const canManage = userData ? canWrite(userData.role, 'dataRequests') : false;
  const list = useListUrlState(DATA_REQUEST_LIST);
  const requests = useDataRequests(list.query);
  const [isCreating, setIsCreating] = useState(false);
  const [updating, setUpdating] = useState<DataRequest | null>(null);
  const columns = useColumns(canManage ? setUpdating : null);
  const overdue = requests.data?.overdue ?? 0;
  return (
    <Stack spacing={2}>
      <EraseByEmailLink />
      {overdue > 0 ? (
        <Alert severity="warning">{t('dataRequests.overdueCount', { count: overdue })}</Alert>
      ) : null}
      <ListScreen
        list={list}
        result={requests}
        searchLabel={t('dataRequests.search')}
        filters={[
          {
            name: 'state',
            label: t('dataRequests.fields.state'),
            options: DATA_REQUEST_STATES.map((state) => ({
              value: state,
              label: t(`dataRequests.states.${state}`),
            })),
          },
          {
            name: 'overdue',
            label: t('dataRequests.overdue'),
            options: [{ value: 'true', label: t('dataRequests.overdueOnly') }],
          },
        ]}
        newAction={
          canManage ? { label: t('dataRequests.new'), onClick: () => setIsCreating(true) } : null
        }
        tableLabel={t('dataRequests.tableLabel')}
        columns={columns}
        getRowId={(item) => item.id}
        emptyMessages={{ noMatch: t('dataRequests.noMatch'), empty: t('dataRequests.empty') }}
        offerNewWhenEmpty={canManage}
      >
        <CreateDialog open={isCreating} onClose={() => setIsCreating(false)} />
        {updating ? (
          <UpdateDialog open request={updating} onClose={() => setUpdating(null)} />
        ) : null}
      </ListScreen>
    </Stack>
  );
}
