// /edrocks/sponsorship for coordinators: the year's sponsorships (student with photo, sponsor,
// school, village, since) with search, filters (year, school, village), export, "Pair" and
// "Un-pair" (confirmed; the history is kept), and pausing or resuming one sponsorship's letters
// (confirmed, with an optional note; "Letters paused" shows on the row). Admins see the pairings
// that touch their places.
import { useState } from 'react';
import { useSponsorshipTranslation } from '../i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SPONSORSHIP_SORT_FIELDS, type Sponsorship } from '@portal/shared';
import {
  ListScreen,
  avatarColumn,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import Typography from '@mui/material/Typography';
import { agreementName } from '../agreement-names';
import { useEndSponsorship } from '../api/end-sponsorship';
import { exportSponsorships } from '../api/export-sponsorships';
import { useSponsorships } from '../api/get-sponsorships';
import { LettersPauseDialog } from './letters-pause-dialog';
import { PairDialog } from './pair-dialog';
import { useYearFilters } from './use-year-filters';

const FILTERS = ['periodId', 'schoolId', 'villageId'] as const;
type Sort = (typeof SPONSORSHIP_SORT_FIELDS)[number];

export function SponsorshipsList() {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
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
  const [ending, setEnding] = useState<Sponsorship>();
  const [pausing, setPausing] = useState<Sponsorship>();
  const end = useEndSponsorship();

  async function confirmEnd() {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify.success(t('sponsorship.unpair.done'));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setEnding(undefined);
    }
  }

  const columns: Array<DataTableColumn<Sponsorship, Sort>> = [
    avatarColumn<Sponsorship>({
      header: t('sponsorship.fields.photo'),
      name: (row) => row.student.fullName,
      src: (row) => thumbnailUrl(row.student.photoUrl),
    }) as DataTableColumn<Sponsorship, Sort>,
    {
      id: 'student',
      header: t('sponsorship.fields.student'),
      sortField: 'student',
      render: (row) => (
        <>
          {[row.student.lastName, row.student.firstName].filter(Boolean).join(', ')}
          {row.lettersPause ? (
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block', color: 'warning.main' }}
              data-testid="letters-paused"
            >
              {t('sponsorship.lettersPause.label', {
                date: format.date(row.lettersPause.since),
              })}
              {row.lettersPause.note ? ` · ${row.lettersPause.note}` : ''}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'sponsor',
      header: t('sponsorship.fields.sponsor'),
      sortField: 'sponsor',
      render: (row) => (
        <>
          {[row.sponsor.lastName, row.sponsor.firstName].filter(Boolean).join(', ')}
          {row.missingAgreements.length > 0 ? (
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block', color: 'warning.main' }}
            >
              {t('sponsorship.missingAgreements', {
                names: row.missingAgreements.map((key) => agreementName(t, key)).join(', '),
              })}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'school',
      header: t('sponsorship.fields.school'),
      render: (row) => row.sponsor.school.name,
      hideOnPhone: true,
    },
    {
      id: 'village',
      header: t('sponsorship.fields.village'),
      render: (row) => row.student.village.name,
      hideOnPhone: true,
    },
    {
      id: 'since',
      header: t('sponsorship.fields.since'),
      sortField: 'startedAt',
      render: (row) => format.date(row.startedAt),
      hideOnPhone: true,
    },
    ...(canChange
      ? [
          {
            id: 'actions',
            header: t('sponsorship.fields.actions'),
            render: (row: Sponsorship) => {
              const names = { student: row.student.fullName, sponsor: row.sponsor.fullName };
              return (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    onClick={() => setPausing(row)}
                    aria-label={t(
                      row.lettersPause
                        ? 'sponsorship.lettersPause.resumeNamed'
                        : 'sponsorship.lettersPause.pauseNamed',
                      names,
                    )}
                    sx={{ minHeight: 44 }}
                  >
                    {row.lettersPause
                      ? t('sponsorship.lettersPause.resumeButton')
                      : t('sponsorship.lettersPause.pauseButton')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setEnding(row)}
                    aria-label={t('sponsorship.unpair.named', names)}
                    sx={{ minHeight: 44 }}
                  >
                    {t('sponsorship.unpair.button')}
                  </Button>
                </Stack>
              );
            },
          },
        ]
      : []),
  ];

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
        open={ending !== undefined}
        title={t('sponsorship.unpair.title')}
        description={t('sponsorship.unpair.text', {
          student: ending?.student.fullName ?? '',
          sponsor: ending?.sponsor.fullName ?? '',
        })}
        confirmLabel={t('sponsorship.unpair.button')}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(undefined)}
        busy={end.isPending}
        destructive
      />
    </ListScreen>
  );
}
