// The students list's columns and filters. A sponsor's rows carry first names and no status
// (the server sorts them by first name), so a sponsor gets neither the status column nor its
// filter, and the name column sorts by first name.
import {
  GENDERS,
  GRADES,
  STUDENT_SPONSOR_FILTERS,
  VISIBLE_STUDENT_STATUSES,
  type STUDENT_SORT_FIELDS,
  type StudentListEntry,
} from '@portal/shared';
import {
  avatarColumn,
  placeOption,
  type DataTableColumn,
  type ListScreenFilter,
} from '../../../components/data-table';
import { useLists } from '../../../lib/get-lists';
import { lookupLabel } from '../../../lib/lookups';
import { thumbnailUrl } from '../../../lib/photo-urls';
import type { STUDENTS_LIST } from '../api/get-students';
import { useStudentsTranslation } from '../i18n';
import { studentName, studentSortName } from '../student-names';

type StudentSort = (typeof STUDENT_SORT_FIELDS)[number];
type StudentFilter = (typeof STUDENTS_LIST.filters)[number];
type CodeKind = 'grades' | 'genders' | 'status';

export function useStudentColumns(
  isSponsor: boolean,
): Array<DataTableColumn<StudentListEntry, StudentSort>> {
  const { t } = useStudentsTranslation();
  const code = (kind: CodeKind, value: string | null) =>
    value ? lookupLabel(t, kind, { code: value, name: value }) : '—';
  return [
    avatarColumn<StudentListEntry>({
      header: t('students.fields.photo'),
      name: studentName,
      src: (row) => thumbnailUrl(row.photoUrl),
    }) as DataTableColumn<StudentListEntry, StudentSort>,
    {
      id: 'name',
      header: t(isSponsor ? 'students.fields.firstName' : 'students.fields.name'),
      sortField: isSponsor ? 'firstName' : 'lastName',
      rowLink: true,
      render: studentSortName,
    },
    {
      id: 'age',
      header: t('students.fields.age'),
      align: 'right',
      render: (row) => row.age ?? '—',
    },
    {
      id: 'grade',
      header: t('students.fields.grade'),
      sortField: 'grade',
      render: (row) => code('grades', row.grade),
    },
    ...(isSponsor
      ? []
      : [
          {
            id: 'status',
            header: t('students.fields.status'),
            render: (row: StudentListEntry) =>
              row.view === 'full' ? code('status', row.status) : '—',
            hideOnPhone: true,
          },
        ]),
    {
      id: 'village',
      header: t('students.fields.village'),
      sortField: 'village',
      render: (row) => row.village.name,
      hideOnPhone: true,
    },
    {
      id: 'school',
      header: t('students.fields.school'),
      render: (row) => row.school?.name ?? '—',
      hideOnPhone: true,
    },
  ];
}

export function useStudentFilters(
  isSponsor: boolean,
  /** Coordinators who edit students: the guardian's authorisation on file or missing. */
  canSeeGuardian = false,
): Array<ListScreenFilter<StudentFilter>> {
  const { t } = useStudentsTranslation();
  const lists = useLists();
  const codeOptions = (kind: CodeKind, values: readonly string[]) =>
    values.map((value) => ({ value, label: lookupLabel(t, kind, { code: value, name: value }) }));
  return [
    {
      name: 'schoolId',
      label: t('students.fields.school'),
      options: (lists.data?.schools ?? []).map(placeOption),
    },
    {
      name: 'villageId',
      label: t('students.fields.village'),
      options: (lists.data?.villages ?? []).map(placeOption),
    },
    {
      name: 'grade',
      label: t('students.fields.grade'),
      options: codeOptions('grades', GRADES),
    },
    ...(isSponsor
      ? []
      : [
          {
            name: 'status' as const,
            label: t('students.fields.status'),
            options: codeOptions('status', VISIBLE_STUDENT_STATUSES),
          },
        ]),
    {
      name: 'gender',
      label: t('students.fields.gender'),
      options: codeOptions('genders', GENDERS),
    },
    // Coordinators only: the dashboard's figures link here (sponsored, waiting, 1 to 3).
    ...(isSponsor
      ? []
      : [
          {
            name: 'sponsors' as const,
            label: t('students.sponsorFilter.label'),
            options: STUDENT_SPONSOR_FILTERS.map((value) => ({
              value,
              label: t(`students.sponsorFilter.${value}`),
            })),
          },
        ]),
    ...(canSeeGuardian
      ? [
          {
            name: 'guardian' as const,
            label: t('students.guardian.filter'),
            options: [
              { value: 'missing', label: t('students.guardian.filterMissing') },
              { value: 'onFile', label: t('students.guardian.filterOnFile') },
            ],
          },
        ]
      : []),
  ];
}
