// /edrocks/students: search (accent-insensitive on the server), filters (school, village, grade,
// status, gender), server paging and sorting, export, and "New student" for roles that may
// write. Search, filters, sort and page live in the URL. A sponsor sees "My students": their
// students by first name, photo, age, grade and places, searched and sorted by first name
// (decision 032); the student sees their own record.
import { useState } from 'react';
import { useStudentsTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import {
  GENDERS,
  GRADES,
  VISIBLE_STUDENT_STATUSES,
  canWrite,
  type STUDENT_SORT_FIELDS,
  type StudentListEntry,
} from '@portal/shared';
import {
  ListScreen,
  avatarColumn,
  placeOption,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { PATHS, buildPath } from '../../../config/paths';
import { lookupLabel } from '../../../lib/lookups';
import { useSession } from '../../../lib/session';
import { useLists } from '../../../lib/get-lists';
import { exportStudents } from '../api/export-students';
import { STUDENTS_LIST, useStudents } from '../api/get-students';
import { StudentFormDialog } from '../components/student-form-dialog';
import { studentName, studentSortName } from '../student-names';

type StudentSort = (typeof STUDENT_SORT_FIELDS)[number];

export default function StudentsListRoute() {
  const { t } = useStudentsTranslation();
  const navigate = useNavigate();
  const { userData } = useSession();
  const canChange = userData ? canWrite(userData.role, 'students') : false;
  // A sponsor's rows carry first names and no status (the server sorts them by first name).
  const isSponsor = userData?.role === 'SPONSOR';
  const [creating, setCreating] = useState(false);
  const list = useListUrlState(STUDENTS_LIST);
  const students = useStudents(list.query);
  const lists = useLists();

  const code = (kind: 'grades' | 'genders' | 'status', value: string | null) =>
    value ? lookupLabel(t, kind, { code: value, name: value }) : '—';

  const columns: Array<DataTableColumn<StudentListEntry, StudentSort>> = [
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

  const codeOptions = (kind: 'grades' | 'genders' | 'status', values: readonly string[]) =>
    values.map((value) => ({ value, label: lookupLabel(t, kind, { code: value, name: value }) }));

  return (
    <ListScreen
      list={list}
      result={students}
      searchLabel={t(isSponsor ? 'students.sponsored.search' : 'students.list.search')}
      filters={[
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
      ]}
      exportFile={{
        download: (format) => exportStudents(list.exportQuery, format),
        fileName: 'students',
      }}
      newAction={
        canChange ? { label: t('students.list.new'), onClick: () => setCreating(true) } : null
      }
      tableLabel={t(isSponsor ? 'students.sponsored.tableLabel' : 'students.list.tableLabel')}
      columns={columns}
      getRowId={(row) => row.id}
      getRowHref={(row) => buildPath(PATHS.studentDetails, { id: row.id })}
      emptyMessages={{
        noMatch: t('students.list.noMatch'),
        empty: t(
          canChange
            ? 'students.list.emptyWriter'
            : isSponsor
              ? 'students.sponsored.empty'
              : 'students.list.empty',
        ),
      }}
    >
      <StudentFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(student) => {
          setCreating(false);
          void navigate(buildPath(PATHS.studentDetails, { id: student.id }));
        }}
      />
    </ListScreen>
  );
}
