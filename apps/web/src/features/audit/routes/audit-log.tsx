// /edrocks/audit-log: the super admin's search over the whole audit log: who (by name or
// e-mail), what kind of record, which action and since when, newest first, with its export.
// Nothing here changes the log: it has no "New" and no row opens an editor.
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditLogItem,
  type AuditSortField,
} from '@portal/shared';
import {
  ListScreen,
  useListUrlState,
  type DataTableColumn,
  type FilterOption,
} from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { exportAuditLog } from '../api/export-audit-log';
import { AUDIT_LOG_LIST, useAuditLog } from '../api/get-audit-log';
import { changesText } from '../components/changes-text';
import { useCommonTranslation } from '../../../lib/i18n/common-translation';
import { useAuditTranslation } from '../i18n';

const DAY_MS = 86_400_000;

/** "Since": the first day of the range (UTC), a few days back from today. */
function useSinceOptions(): FilterOption[] {
  const { t } = useAuditTranslation();
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
  return [
    { value: daysAgo(0), label: t('audit.since.today') },
    { value: daysAgo(7), label: t('audit.since.week') },
    { value: daysAgo(30), label: t('audit.since.month') },
    { value: daysAgo(365), label: t('audit.since.year') },
  ];
}

function useAuditColumns(): Array<DataTableColumn<AuditLogItem, AuditSortField>> {
  const { t } = useAuditTranslation();
  const common = useCommonTranslation();
  const format = useFormat();
  // The log's pages name no records: a referenced one reads as its number.
  const values = { t: common.t, format, names: {} };
  return [
    {
      id: 'at',
      header: t('audit.fields.at'),
      sortField: 'at',
      render: (item) => format.date(item.at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    {
      id: 'actor',
      header: t('audit.fields.actor'),
      render: (item) => item.actor.name ?? t('audit.system'),
    },
    {
      id: 'action',
      header: t('audit.fields.action'),
      render: (item) => t(`audit.actions.${item.action}`),
    },
    {
      id: 'record',
      header: t('audit.fields.record'),
      render: (item) =>
        `${t(`audit.entities.${item.entity as (typeof AUDIT_ENTITIES)[number]}`, {
          defaultValue: item.entity,
        })}${item.entityId === null ? '' : ` #${item.entityId}`}`,
    },
    {
      id: 'changes',
      header: t('audit.fields.changes'),
      render: (item) => changesText(item, values),
      hideOnPhone: true,
    },
    {
      id: 'address',
      header: t('audit.fields.address'),
      render: (item) => item.address ?? '',
      hideOnPhone: true,
    },
  ];
}

export default function AuditLogRoute() {
  const { t } = useAuditTranslation();
  const list = useListUrlState(AUDIT_LOG_LIST);
  const entries = useAuditLog(list.query);
  const since = useSinceOptions();
  const columns = useAuditColumns();
  return (
    <ListScreen
      list={list}
      result={entries}
      searchLabel={t('audit.search')}
      filters={[
        {
          name: 'action',
          label: t('audit.fields.action'),
          options: AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: t(`audit.actions.${action}`),
          })),
        },
        {
          name: 'entity',
          label: t('audit.fields.record'),
          options: AUDIT_ENTITIES.map((entity) => ({
            value: entity,
            label: t(`audit.entities.${entity}`),
          })),
        },
        { name: 'from', label: t('audit.fields.since'), options: since },
      ]}
      exportFile={{
        download: (fileFormat) => exportAuditLog(list.exportQuery, fileFormat),
        fileName: t('audit.fileName'),
      }}
      tableLabel={t('audit.tableLabel')}
      columns={columns}
      getRowId={(item) => item.id}
      emptyMessages={{ noMatch: t('audit.noMatch'), empty: t('audit.empty') }}
    />
  );
}
