// /edrocks/villages and /edrocks/schools: search, filters (enabled, registration enabled,
// country, state), export, and "New ..." for the roles that may write (an admin reads only
// the places assigned to them).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import {
  PLACE_SORT_FIELDS,
  canWrite,
  formatRegistrationCode,
  type Place,
  type PlaceKind,
} from '@portal/shared';
import {
  ClearFiltersButton,
  DataTable,
  ExportMenu,
  FilterSelect,
  ListPage,
  SearchBox,
  useListUrlState,
  useYesNoOptions,
  type DataTableColumn,
} from '../../../components/data-table';
import { buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useLists } from '../../../lib/get-lists';
import { usePlaces } from '../api/get-places';
import { PLACE_API, PLACE_AREA, PLACE_PATHS } from '../api/place-kinds';

const FILTERS = ['enabled', 'registrationEnabled', 'countryId', 'stateId'] as const;

export function PlacesList({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const role = useSession().userData?.role;
  const mayWrite = role !== undefined && canWrite(role, PLACE_AREA[kind]);
  const list = useListUrlState({ sortFields: PLACE_SORT_FIELDS, filters: FILTERS });
  const places = usePlaces(kind, list.query);
  const lookups = useLists();
  const yesNo = useYesNoOptions();
  const k = `places.${kind}`;

  const countries = lookups.data?.countries ?? [];
  const states = (lookups.data?.states ?? []).filter(
    (state) => !list.filters.countryId || String(state.countryId) === list.filters.countryId,
  );
  const yesNoLabel = (value: boolean) => (value ? t('table.yes') : t('table.no'));

  const columns: Array<DataTableColumn<Place, (typeof PLACE_SORT_FIELDS)[number]>> = [
    {
      id: 'name',
      header: t('places.fields.name'),
      sortField: 'name',
      rowLink: true,
      render: (place) => place.name,
    },
    { id: 'country', header: t('places.fields.country'), render: (place) => place.countryName },
    {
      id: 'state',
      header: t('places.fields.state'),
      render: (place) => place.stateName,
      hideOnPhone: true,
    },
    {
      id: 'enabled',
      header: t('places.fields.enabled'),
      render: (place) => yesNoLabel(place.enabled),
    },
    {
      id: 'registrationEnabled',
      header: t('places.fields.registrationEnabled'),
      render: (place) => yesNoLabel(place.registrationEnabled),
      hideOnPhone: true,
    },
    {
      id: 'registrationCode',
      header: t('places.fields.registrationCode'),
      render: (place) =>
        place.registrationCode ? (
          <code>{formatRegistrationCode(place.registrationCode)}</code>
        ) : null,
      hideOnPhone: true,
    },
    {
      id: 'createdAt',
      header: t('places.fields.createdAt'),
      sortField: 'createdAt',
      render: (place) => format.date(place.createdAt),
      hideOnPhone: true,
    },
  ];

  const newButton = mayWrite ? (
    <Button
      component={RouterLink}
      to={PLACE_PATHS[kind].create}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {t(`${k}.new`)}
    </Button>
  ) : null;

  return (
    <ListPage
      search={
        <SearchBox
          label={t(`${k}.search`)}
          value={list.searchInput}
          onChange={list.setSearchInput}
        />
      }
      filters={
        <>
          <FilterSelect
            name="enabled"
            label={t('places.fields.enabled')}
            value={list.filters.enabled}
            onChange={(value) => list.setFilter('enabled', value)}
            options={yesNo}
          />
          <FilterSelect
            name="registrationEnabled"
            label={t('places.fields.registrationEnabled')}
            value={list.filters.registrationEnabled}
            onChange={(value) => list.setFilter('registrationEnabled', value)}
            options={yesNo}
          />
          <FilterSelect
            name="countryId"
            label={t('places.fields.country')}
            value={list.filters.countryId}
            onChange={(value) => list.setFilters({ countryId: value, stateId: undefined })}
            options={countries.map((country) => ({
              value: String(country.id),
              label: country.name,
            }))}
          />
          <FilterSelect
            name="stateId"
            label={t('places.fields.state')}
            value={list.filters.stateId}
            onChange={(value) => list.setFilter('stateId', value)}
            options={states.map((state) => ({ value: String(state.id), label: state.name }))}
          />
        </>
      }
      actions={
        <ExportMenu
          path={PLACE_API[kind].export}
          query={list.exportQuery}
          fileName={t(`placesExport.${kind}sFileName`)}
        />
      }
      primaryAction={newButton}
    >
      <DataTable
        label={t(`${k}.tableLabel`)}
        columns={columns}
        rows={places.data?.items}
        total={places.data?.total}
        isLoading={places.isFetching}
        error={places.error}
        onRetry={() => void places.refetch()}
        list={list}
        getRowId={(place) => place.id}
        getRowHref={(place) => buildPath(PLACE_PATHS[kind].edit, { id: place.id })}
        empty={
          list.isFiltered
            ? {
                message: t('table.noMatches'),
                action: <ClearFiltersButton onClick={list.clearSearchAndFilters} />,
              }
            : {
                message: mayWrite ? t(`${k}.emptyWriter`) : t(`${k}.emptyReader`),
                action: newButton,
              }
        }
      />
    </ListPage>
  );
}
