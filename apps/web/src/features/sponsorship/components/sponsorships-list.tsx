// /edrocks/sponsorship for coordinators: the year's sponsorships (student with photo, sponsor,
// school, village, since) with search, filters (year, school, village), export, "Pair" and
// "Un-pair" (confirmed; the history is kept), and pausing or resuming one sponsorship's letters
// (confirmed, with an optional note; "Letters paused" shows on the row). Admins see the pairings
// that touch their places.
import { useState } from 'react';
import { useSponsorshipTranslation } from '../i18n';
import { SPONSORSHIP_SORT_FIELDS, type Sponsorship } from '@portal/shared';
import { ListScreen, useListUrlState } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { exportSponsorships } from '../api/export-sponsorships';
import { useSponsorships } from '../api/get-sponsorships';
import { LettersPauseDialog } from './letters-pause-dialog';
import { PairDialog } from './pair-dialog';
import { useSponsorshipColumns } from './sponsorship-columns';
import { useEndSponsorshipConfirm } from './use-end-sponsorship-confirm';
import { useYearFilters } from './use-year-filters';

const FILTERS = ['periodId', 'schoolId', 'villageId'] as const;

export function SponsorshipsList() {
  const { t } = useSponsorshipTranslation();
  const list = useListUrlState({
    sortFields: SPONSORSHIP_SORT_FIELDS,
    filters: FILTERS,
    defaultOrder: 'desc',
  });
  const sponsorships = useSponsorships(list.query);
  const { available, shownYear, canPair, canChange, filters } = useYearFilters(
    list.filters.periodId,
  );
  const [pairing, setPairing] = useState(false);
  const [pausing, setPausing] = useState<Sponsorship>();
  const unpair = useEndSponsorshipConfirm();
  const columns = useSponsorshipColumns({ canChange, onPause: setPausing, onEnd: unpair.ask });

  return (
    <ListScreen
      list={list}
      result={sponsorships}
      searchLabel={t('sponsorship.search')}
      filters={[filters.year, filters.school, filters.village]}
      exportFile={{
        download: (fileFormat) => exportSponsorships(list.exportQuery, fileFormat),
        fileName: t('sponsorship.fileName'),
      }}
      newAction={
        canPair ? { label: t('sponsorship.pair.button'), onClick: () => setPairing(true) } : null
      }
      offerNewWhenEmpty
      tableLabel={t('sponsorship.tableLabel', { year: shownYear?.name ?? '' })}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessages={{
        noMatch: t('table.noMatches'),
        empty: available ? t('sponsorship.empty') : t('sponsorship.noYear'),
      }}
    >
      <PairDialog open={pairing} year={available} onClose={() => setPairing(false)} />
      {pausing ? (
        <LettersPauseDialog sponsorship={pausing} onClose={() => setPausing(undefined)} />
      ) : null}
      <ConfirmDialog
        open={unpair.ending !== undefined}
        title={t('sponsorship.unpair.title')}
        description={t('sponsorship.unpair.text', {
          student: unpair.ending?.student.fullName ?? '',
          sponsor: unpair.ending?.sponsor.fullName ?? '',
        })}
        confirmLabel={t('sponsorship.unpair.button')}
        onConfirm={() => void unpair.confirmEnd()}
        onCancel={unpair.cancel}
        busy={unpair.isBusy}
        destructive
      />
    </ListScreen>
  );
}
