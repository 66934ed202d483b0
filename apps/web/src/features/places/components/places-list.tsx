// /edrocks/villages and /edrocks/schools: search, filters (enabled, registration enabled,
// country, state), export, and "New ..." for the roles that may write (an admin reads only
// the places assigned to them).
import { usePlacesTranslation } from '../i18n';
import {
  type PLACE_SORT_FIELDS,
  canWrite,
  formatRegistrationCode,
  type Place,
  type PlaceKind,
} from '@portal/shared';
import {
  ListScreen,
  placeOption,
  useListUrlState,
  useYesNoOptions,
  type DataTableColumn,
} from '../../../components/data-table';
import { buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useLists } from '../../../lib/get-lists';
import { PLACES_LIST, usePlaces } from '../api/get-places';
import { exportPlaces } from '../api/export-places';
import { PLACE_AREA, PLACE_PATHS } from '../api/place-kinds';

export function PlacesList({ kind }: { kind: PlaceKind }) {
  const { t } = usePlacesTranslation();
  const format = useFormat();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, PLACE_AREA[kind]);
  const list = useListUrlState(PLACES_LIST);
  const places = usePlaces(kind, list.query);
  const lookups = useLists();
  const yesNo = useYesNoOptions();
  const k = `places.${kind}` as const;

  const countries = lookups.data?.countries ?? [];
  const states = (lookups.data?.states ?? []).filter(
    (state) => !list.filters.countryId || String(state.countryId) === list.filters.countryId,
  );

  const columns = usePlaceColumns();

  return (
    <ListScreen
      list={list}
      result={places}
      searchLabel={t(`${k}.search`)}
      filters={[
        { name: 'enabled', label: t('places.fields.enabled'), options: yesNo },
        {
          name: 'registrationEnabled',
          label: t('places.fields.registrationEnabled'),
          options: yesNo,
        },
        {
          name: 'countryId',
          label: t('places.fields.country'),
          options: countries.map((country) =>
            placeOption({ ...country, name: format.countryName(country) }),
          ),
          clears: ['stateId'],
        },
        { name: 'stateId', label: t('places.fields.state'), options: states.map(placeOption) },
      ]}
      exportFile={{
        download: (format) => exportPlaces(kind, list.exportQuery, format),
        fileName: t(`placesExport.${kind}sFileName`),
      }}
      newAction={canChange ? { label: t(`${k}.new`), to: PLACE_PATHS[kind].create } : null}
      offerNewWhenEmpty
      tableLabel={t(`${k}.tableLabel`)}
      columns={columns}
      getRowId={(place) => place.id}
      getRowHref={(place) => buildPath(PLACE_PATHS[kind].edit, { id: place.id })}
      emptyMessages={{
        noMatch: t('table.noMatches'),
        empty: canChange ? t(`${k}.emptyWriter`) : t(`${k}.emptyReader`),
      }}
    />
  );
}

function usePlaceColumns(): Array<DataTableColumn<Place, (typeof PLACE_SORT_FIELDS)[number]>> {
  const { t } = usePlacesTranslation();
  const format = useFormat();
  const yesNoLabel = (value: boolean) => (value ? t('table.yes') : t('table.no'));
  return [
    {
      id: 'name',
      header: t('places.fields.name'),
      sortField: 'name',
      rowLink: true,
      render: (place) => place.name,
    },
    {
      id: 'country',
      header: t('places.fields.country'),
      render: (place) => format.countryName({ code: place.countryCode, name: place.countryName }),
    },
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
}
