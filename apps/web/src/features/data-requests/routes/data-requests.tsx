// /edrocks/data-requests: the queue of data requests by due date (the soonest first), the
// overdue ones flagged and counted above the list, filtered by state and by overdue, exported as
// CSV or Excel with the same filters; the super admin records a request and updates its state
// and note, the global admins read; each request's dialog shows its History.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  canSee,
  canWrite,
  DATA_REQUEST_STATES,
  type DataRequest,
  type DataRequestSortField,
} from '@portal/shared';
import { ListScreen, useListUrlState, type DataTableColumn } from '../../../components/data-table';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { exportDataRequests } from '../api/export-data-requests';
import { DATA_REQUEST_LIST, useDataRequests } from '../api/get-data-requests';
import { EraseByEmailLink } from '../components/erase-by-email-link';
import { useDataRequestsTranslation } from '../i18n';

const CreateDialog = lazyFormDialog(() => import('../components/create-dialog'));
const UpdateDialog = lazyFormDialog(() => import('../components/update-dialog'));
const ViewDialog = lazyFormDialog(() => import('../components/view-dialog'));

/** The row's button: Update for the super admin, View for those who only read. */
function openColumn(
  canManage: boolean,
  onOpen: (request: DataRequest) => void,
  t: ReturnType<typeof useDataRequestsTranslation>['t'],
): DataTableColumn<DataRequest, DataRequestSortField> {
  const action = canManage ? 'update' : 'view';
  return {
    id: 'open',
    header: t(`dataRequests.${action}`),
    render: (item) => (
      <Button
        size="small"
        sx={{ minHeight: 44 }}
        onClick={() => onOpen(item)}
        aria-label={t(`dataRequests.${action}Label`, { name: item.person.name })}
      >
        {t(`dataRequests.${action}`)}
      </Button>
    ),
  };
}

function useColumns(
  canManage: boolean,
  onOpen: (request: DataRequest) => void,
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
  return [...columns, openColumn(canManage, onOpen, t)];
}

export default function DataRequestsRoute() {
  const { t } = useDataRequestsTranslation();
  const { userData } = useSession();
  const canManage = userData ? canWrite(userData.role, 'dataRequests') : false;
  const canReadHistory = userData ? canSee(userData.role, 'history') : false;
  const list = useListUrlState(DATA_REQUEST_LIST);
  const requests = useDataRequests(list.query);
  const [isCreating, setIsCreating] = useState(false);
  const [opened, setOpened] = useState<DataRequest | null>(null);
  const columns = useColumns(canManage, setOpened);
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
        exportFile={{
          download: (fileFormat) => exportDataRequests(list.exportQuery, fileFormat),
          fileName: t('dataRequests.fileName'),
        }}
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
        {opened && canManage ? (
          <UpdateDialog
            open
            request={opened}
            canReadHistory={canReadHistory}
            onClose={() => setOpened(null)}
          />
        ) : null}
        {opened && !canManage ? (
          <ViewDialog
            open
            request={opened}
            canReadHistory={canReadHistory}
            onClose={() => setOpened(null)}
          />
        ) : null}
      </ListScreen>
    </Stack>
  );
}
