// /edrocks/students: search (accent-insensitive on the server), filters (school, village, grade,
// status, gender, sponsors, and for coordinators the guardian's authorisation), server paging
// and sorting, export, and "New student" for roles that may write. Search, filters, sort and page live in the URL. A sponsor sees "My students": their
// students by first name, photo, age, grade and places, searched and sorted by first name
// (decision 032); the student sees their own record.
import { useState } from 'react';
import { useStudentsTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { canWrite } from '@portal/shared';
import { ListScreen, useListUrlState } from '../../../components/data-table';
import { PATHS, buildPath } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { exportStudents } from '../api/export-students';
import { STUDENTS_LIST, useStudents } from '../api/get-students';
import { StudentFormDialog } from '../components/student-form-dialog';
import { useStudentColumns, useStudentFilters } from '../components/student-list-columns';

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
  const columns = useStudentColumns(isSponsor);
  const filters = useStudentFilters(isSponsor, canChange);

  return (
    <ListScreen
      list={list}
      result={students}
      searchLabel={t(isSponsor ? 'students.sponsored.search' : 'students.list.search')}
      filters={filters}
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
