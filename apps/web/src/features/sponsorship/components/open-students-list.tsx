// /edrocks/sponsorship?view=open-students: the year's students with fewer than 3 sponsors (photo,
// name, grade, village, school, "1 of 3 sponsors"), with search and the year, school and village
// filters, and export. "Pair" on a row opens the pairing dialog with that student chosen (in the
// available year only). Admins see the students of their places.
import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  MAX_SPONSORS_PER_STUDENT,
  OPEN_STUDENT_SORT_FIELDS,
  type OpenStudent,
  type OpenStudentSortField,
} from '@portal/shared';
import {
  ListScreen,
  avatarColumn,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { lookupLabel } from '../../../lib/lookups';
import { exportOpenStudents } from '../api/export-open-students';
import { useOpenStudents } from '../api/get-open-students';
import { useSponsorshipTranslation } from '../i18n';
import { PairDialog } from './pair-dialog';
import { useYearFilters } from './use-year-filters';

const FILTERS = ['periodId', 'schoolId', 'villageId'] as const;

export function OpenStudentsList() {
  const { t } = useSponsorshipTranslation();
  const list = useListUrlState({ sortFields: OPEN_STUDENT_SORT_FIELDS, filters: FILTERS });
  const students = useOpenStudents(list.query);
  const { available, shownYear, canPair, filters } = useYearFilters(list.filters.periodId);
  const [pairing, setPairing] = useState<OpenStudent>();

  const columns = useOpenStudentColumns(canPair, setPairing);

  return (
    <ListScreen
      list={list}
      result={students}
      searchLabel={t('sponsorship.openStudents.search')}
      filters={[filters.year, filters.school, filters.village]}
      exportFile={{
        download: (fileFormat) => exportOpenStudents(list.exportQuery, fileFormat),
        fileName: t('sponsorship.openStudents.fileName'),
      }}
      tableLabel={t('sponsorship.openStudents.tableLabel', { year: shownYear?.name ?? '' })}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessages={{
        noMatch: t('table.noMatches'),
        empty: available ? t('sponsorship.openStudents.empty') : t('sponsorship.noYear'),
      }}
    >
      <PairDialog
        open={pairing !== undefined}
        year={available}
        student={pairing}
        onClose={() => setPairing(undefined)}
      />
    </ListScreen>
  );
}

function useOpenStudentColumns(
  canPair: boolean,
  setPairing: (student: OpenStudent) => void,
): Array<DataTableColumn<OpenStudent, OpenStudentSortField>> {
  const { t } = useSponsorshipTranslation();
  return [
    avatarColumn<OpenStudent, OpenStudentSortField>({
      header: t('sponsorship.fields.photo'),
      name: (row) => row.fullName,
      src: (row) => thumbnailUrl(row.photoUrl),
    }),
    {
      id: 'student',
      header: t('sponsorship.fields.student'),
      sortField: 'student',
      render: (row) => `${row.lastName}, ${row.firstName}`,
    },
    {
      id: 'grade',
      header: t('sponsorship.fields.grade'),
      sortField: 'grade',
      render: (row) =>
        row.grade ? lookupLabel(t, 'grades', { code: row.grade, name: row.grade }) : '',
      hideOnPhone: true,
    },
    {
      id: 'village',
      header: t('sponsorship.fields.village'),
      render: (row) => row.village.name,
      hideOnPhone: true,
    },
    {
      id: 'school',
      header: t('sponsorship.fields.school'),
      render: (row) => row.school?.name ?? '',
      hideOnPhone: true,
    },
    {
      id: 'sponsors',
      header: t('sponsorship.fields.sponsors'),
      render: (row) =>
        t('sponsorship.pair.places', {
          count: row.sponsorCount,
          max: MAX_SPONSORS_PER_STUDENT,
        }),
    },
    ...(canPair
      ? [
          {
            id: 'actions',
            header: t('sponsorship.fields.actions'),
            render: (row: OpenStudent) => (
              <Button
                size="small"
                onClick={() => setPairing(row)}
                aria-label={t('sponsorship.openStudents.pairNamed', { name: row.fullName })}
              >
                {t('sponsorship.pair.button')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}
