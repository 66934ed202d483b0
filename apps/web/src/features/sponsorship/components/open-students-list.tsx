// /edrocks/sponsorship?view=open-students: the year's students with fewer than 3 sponsors (photo,
// name, grade, village, school, "1 of 3 sponsors"), with search and the year, school and village
// filters, and export. "Pair" on a row opens the pairing dialog with that student chosen (in the
// available year only). Admins see the students of their places.
import { useState } from 'react';
import {
  MAX_SPONSORS_PER_STUDENT,
  OPEN_STUDENT_SORT_FIELDS,
  type OpenStudent,
  type OpenStudentSortField,
} from '@portal/shared';
import { useListUrlState } from '../../../components/data-table';
import { lookupLabel } from '../../../lib/lookups';
import { exportOpenStudents } from '../api/export-open-students';
import { useOpenStudents } from '../api/get-open-students';
import { useSponsorshipTranslation } from '../i18n';
import { PairCandidatesScreen, useCandidateColumns } from './pair-candidates';
import { PairDialog } from './pair-dialog';
import { useYearFilters } from './use-year-filters';

const FILTERS = ['periodId', 'schoolId', 'villageId'] as const;

export function OpenStudentsList() {
  const list = useListUrlState({ sortFields: OPEN_STUDENT_SORT_FIELDS, filters: FILTERS });
  const students = useOpenStudents(list.query);
  const { available, shownYear, canPair, filters } = useYearFilters(list.filters.periodId);
  const [pairing, setPairing] = useState<OpenStudent>();

  const columns = useOpenStudentColumns(canPair, setPairing);

  return (
    <PairCandidatesScreen
      view="openStudents"
      list={list}
      result={students}
      filters={[filters.year, filters.school, filters.village]}
      download={(fileFormat) => exportOpenStudents(list.exportQuery, fileFormat)}
      columns={columns}
      shownYearName={shownYear?.name}
      hasAvailableYear={available !== undefined}
    >
      <PairDialog
        open={pairing !== undefined}
        year={available}
        student={pairing}
        onClose={() => setPairing(undefined)}
      />
    </PairCandidatesScreen>
  );
}

function useOpenStudentColumns(canPair: boolean, setPairing: (student: OpenStudent) => void) {
  const { t } = useSponsorshipTranslation();
  return useCandidateColumns<OpenStudent, OpenStudentSortField>({
    view: 'openStudents',
    nameSort: 'student',
    canPair,
    onPair: setPairing,
    ownColumns: [
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
    ],
  });
}
