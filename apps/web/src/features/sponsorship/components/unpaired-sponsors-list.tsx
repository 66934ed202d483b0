// /edrocks/sponsorship?view=unpaired-sponsors: the year's active sponsors without a student
// (photo, name, school, e-mail, member since), with search, the year and school filters
// (sponsors belong to a school, not a village) and export. "Pair" on a row opens the pairing
// dialog with that sponsor chosen (in the available year only). Admins see the sponsors of their
// schools.
import { useState } from 'react';
import {
  UNPAIRED_SPONSOR_SORT_FIELDS,
  type UnpairedSponsor,
  type UnpairedSponsorSortField,
} from '@portal/shared';
import { useListUrlState } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { exportUnpairedSponsors } from '../api/export-unpaired-sponsors';
import { useUnpairedSponsors } from '../api/get-unpaired-sponsors';
import { useSponsorshipTranslation } from '../i18n';
import { PairCandidatesScreen, useCandidateColumns } from './pair-candidates';
import { PairDialog } from './pair-dialog';
import { useYearFilters } from './use-year-filters';

const FILTERS = ['periodId', 'schoolId'] as const;

export function UnpairedSponsorsList() {
  const list = useListUrlState({ sortFields: UNPAIRED_SPONSOR_SORT_FIELDS, filters: FILTERS });
  const sponsors = useUnpairedSponsors(list.query);
  const { available, shownYear, canPair, filters } = useYearFilters(list.filters.periodId);
  const [pairing, setPairing] = useState<UnpairedSponsor>();

  const columns = useUnpairedSponsorColumns(canPair, setPairing);

  return (
    <PairCandidatesScreen
      view="unpairedSponsors"
      list={list}
      result={sponsors}
      filters={[filters.year, filters.school]}
      download={(fileFormat) => exportUnpairedSponsors(list.exportQuery, fileFormat)}
      columns={columns}
      shownYearName={shownYear?.name}
      hasAvailableYear={available !== undefined}
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
    </PairCandidatesScreen>
  );
}

function useUnpairedSponsorColumns(
  canPair: boolean,
  setPairing: (sponsor: UnpairedSponsor) => void,
) {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
  return useCandidateColumns<UnpairedSponsor, UnpairedSponsorSortField>({
    view: 'unpairedSponsors',
    nameSort: 'sponsor',
    canPair,
    onPair: setPairing,
    ownColumns: [
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
    ],
  });
}
