// What the lists of the year's students and sponsors still to pair share: the screen (search, the
// year's filters, export, why it is empty) and the columns around each list's own (photo, name,
// and "Pair" where pairing is possible).
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import {
  ListScreen,
  avatarColumn,
  type DataTableColumn,
  type ListResult,
  type ListScreenFilter,
  type ListUrlState,
} from '../../../components/data-table';
import type { ExportMenuProps } from '../../../components/data-table/export-menu';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { useSponsorshipTranslation } from '../i18n';

/** The list's words: `sponsorship.openStudents.*` or `sponsorship.unpairedSponsors.*`. */
type CandidatesView = 'openStudents' | 'unpairedSponsors';

interface Candidate {
  id: number;
  fullName: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}

export function PairCandidatesScreen<Row extends Candidate, Sort extends string, F extends string>({
  view,
  list,
  result,
  filters,
  download,
  columns,
  shownYearName,
  hasAvailableYear,
  children,
}: {
  view: CandidatesView;
  list: ListUrlState<Sort, F>;
  result: ListResult<Row>;
  filters: Array<ListScreenFilter<F>>;
  download: ExportMenuProps['download'];
  columns: Array<DataTableColumn<Row, Sort>>;
  shownYearName: string | undefined;
  hasAvailableYear: boolean;
  /** The pairing dialog. */
  children: ReactNode;
}) {
  const { t } = useSponsorshipTranslation();
  return (
    <ListScreen
      list={list}
      result={result}
      searchLabel={t(`sponsorship.${view}.search`)}
      filters={filters}
      exportFile={{ download, fileName: t(`sponsorship.${view}.fileName`) }}
      tableLabel={t(`sponsorship.${view}.tableLabel`, { year: shownYearName ?? '' })}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessages={{
        noMatch: t('table.noMatches'),
        empty: hasAvailableYear ? t(`sponsorship.${view}.empty`) : t('sponsorship.noYear'),
      }}
    >
      {children}
    </ListScreen>
  );
}

/** Photo and "Last, First" (sorted by `nameSort`), the list's own columns, then "Pair". */
export function useCandidateColumns<Row extends Candidate, Sort extends string>({
  view,
  nameSort,
  ownColumns,
  canPair,
  onPair,
}: {
  view: CandidatesView;
  nameSort: Extract<Sort, 'student' | 'sponsor'>;
  ownColumns: Array<DataTableColumn<Row, Sort>>;
  canPair: boolean;
  onPair: (row: Row) => void;
}): Array<DataTableColumn<Row, Sort>> {
  const { t } = useSponsorshipTranslation();
  const pairColumn: DataTableColumn<Row, Sort> = {
    id: 'actions',
    header: t('sponsorship.fields.actions'),
    render: (row) => (
      <Button
        size="small"
        onClick={() => onPair(row)}
        aria-label={t(`sponsorship.${view}.pairNamed`, { name: row.fullName })}
      >
        {t('sponsorship.pair.button')}
      </Button>
    ),
  };
  return [
    avatarColumn<Row, Sort>({
      header: t('sponsorship.fields.photo'),
      name: (row) => row.fullName,
      src: (row) => thumbnailUrl(row.photoUrl),
    }),
    {
      id: nameSort,
      header:
        nameSort === 'student' ? t('sponsorship.fields.student') : t('sponsorship.fields.sponsor'),
      sortField: nameSort,
      render: (row) => `${row.lastName}, ${row.firstName}`,
    },
    ...ownColumns,
    ...(canPair ? [pairColumn] : []),
  ];
}
