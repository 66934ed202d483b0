// /edrocks/sponsorship?view=unpaired-sponsors: the year's active sponsors without a student
// (photo, name, school, e-mail, member since), with search, the year and school filters
// (sponsors belong to a school, not a village) and export. "Pair" on a row opens the pairing
// dialog with that sponsor chosen (in the available year only). Admins see the sponsors of their
// schools.
import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  UNPAIRED_SPONSOR_SORT_FIELDS,
  type UnpairedSponsor,
  type UnpairedSponsorSortField,
} from '@portal/shared';
import {
  ListScreen,
  avatarColumn,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { useFormat } from '../../../lib/format';
import { exportUnpairedSponsors } from '../api/export-unpaired-sponsors';
import { useUnpairedSponsors } from '../api/get-unpaired-sponsors';
import { useSponsorshipTranslation } from '../i18n';
import { PairDialog } from './pair-dialog';
import { useYearFilters } from './use-year-filters';

const FILTERS = ['periodId', 'schoolId'] as const;

export function UnpairedSponsorsList() {
  const { t } = useSponsorshipTranslation();
  const list = useListUrlState({ sortFields: UNPAIRED_SPONSOR_SORT_FIELDS, filters: FILTERS });
  const sponsors = useUnpairedSponsors(list.query);
  const { available, shownYear, canPair, filters } = useYearFilters(list.filters.periodId);
  const [pairing, setPairing] = useState<UnpairedSponsor>();

  const columns = useUnpairedSponsorColumns(canPair, setPairing);

  return (
    <ListScreen
      list={list}
      result={sponsors}
      searchLabel={t('sponsorship.unpairedSponsors.search')}
      filters={[filters.year, filters.school]}
      exportFile={{
        download: (fileFormat) => exportUnpairedSponsors(list.exportQuery, fileFormat),
        fileName: t('sponsorship.unpairedSponsors.fileName'),
      }}
      tableLabel={t('sponsorship.unpairedSponsors.tableLabel', { year: shownYear?.name ?? '' })}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessages={{
        noMatch: t('table.noMatches'),
        empty: available ? t('sponsorship.unpairedSponsors.empty') : t('sponsorship.noYear'),
      }}
    >
      <PairDialog
        open={pairing !== undefined}
        year={available}
        sponsor={
          pairing && {
            id: pairing.id,
            fullName: pairing.fullName,
            schoolName: pairing.school.name,
          }
        }
        onClose={() => setPairing(undefined)}
      />
    </ListScreen>
  );
}

function useUnpairedSponsorColumns(
  canPair: boolean,
  setPairing: (sponsor: UnpairedSponsor) => void,
): Array<DataTableColumn<UnpairedSponsor, UnpairedSponsorSortField>> {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
  return [
    avatarColumn<UnpairedSponsor, UnpairedSponsorSortField>({
      header: t('sponsorship.fields.photo'),
      name: (row) => row.fullName,
      src: (row) => thumbnailUrl(row.photoUrl),
    }),
    {
      id: 'sponsor',
      header: t('sponsorship.fields.sponsor'),
      sortField: 'sponsor',
      render: (row) => `${row.lastName}, ${row.firstName}`,
    },
    {
      id: 'school',
      header: t('sponsorship.fields.school'),
      render: (row) => row.school.name,
    },
    {
      id: 'email',
      header: t('sponsorship.fields.email'),
      render: (row) => row.email,
      hideOnPhone: true,
    },
    {
      id: 'since',
      header: t('sponsorship.fields.memberSince'),
      sortField: 'since',
      render: (row) => format.date(row.since),
      hideOnPhone: true,
    },
    ...(canPair
      ? [
          {
            id: 'actions',
            header: t('sponsorship.fields.actions'),
            render: (row: UnpairedSponsor) => (
              <Button
                size="small"
                onClick={() => setPairing(row)}
                aria-label={t('sponsorship.unpairedSponsors.pairNamed', { name: row.fullName })}
              >
                {t('sponsorship.pair.button')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}
