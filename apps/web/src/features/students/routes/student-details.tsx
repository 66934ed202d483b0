// /edrocks/students/:id/details: the photo large and the fields the caller may see (decision
// 032): every field for coordinators and the student themselves, and for those who may write,
// edit (dialog), photo upload / replace / remove, the guardian's authorisation on file, delete
// (soft, confirmed), and the sections other features add (the super admin's download of the
// student's data); for a sponsor, their
// student's first name, photo, age, gender, grade, school and village, with a way to their
// letters. "Print" opens the printable profile.
import { useState, type ReactNode } from 'react';
import { useStudentsTranslation } from '../i18n';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PrintIcon from '@mui/icons-material/Print';
import { canSee, canWrite, type SponsoredStudent, type StudentDetails } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { PhotoPanel, photoPanelLabels } from '../../../components/photo-panel';
import { ScreenSections } from '../../../components/screen-sections';
import { ErasePersonButton } from '../../../components/person-erase/erase-person-button';
import { PATHS, buildPath } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { lookupLabel } from '../../../lib/lookups';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDeleteStudent } from '../api/delete-student';
import { useStudent } from '../api/get-student';
import { useStudentPhoto } from '../api/set-student-photo';
import { GuardianAuthorisationPanel } from '../components/guardian-authorisation-panel';
import { StudentFields } from '../components/student-fields';
import { StudentFormDialog } from '../components/student-form-dialog';
import { StudentHistory } from '../components/student-history';
import { studentInitials } from '../student-names';

export default function StudentDetailsRoute() {
  const { id } = useParams();
  const studentId = Number(id);
  const student = useStudent(studentId);
  if (student.isPending) return <LoadingSkeleton lines={8} />;
  if (student.isError)
    return <ErrorState error={student.error} onRetry={() => void student.refetch()} />;
  return student.data.view === 'full' ? (
    <StudentDetailsView student={student.data} />
  ) : (
    <SponsoredStudentView student={student.data} />
  );
}

/** The page's frame: the way back to the list, then the photo beside the rest. */
function DetailsFrame({
  backLabel,
  photo,
  dialogs = null,
  children,
}: {
  backLabel: string;
  photo: ReactNode;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} data-testid="student-details">
      <Box>
        <Button component={RouterLink} to={PATHS.students} startIcon={<ArrowBackIcon />}>
          {backLabel}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          {photo}
          <Box sx={{ minWidth: 0 }}>{children}</Box>
        </Box>
      </Paper>
      {dialogs}
    </Stack>
  );
}

/** A sponsor's student: what a sponsor needs to write to a child, and the way to the letters. */
function SponsoredStudentView({ student }: { student: SponsoredStudent }) {
  const { t } = useStudentsTranslation();
  return (
    <DetailsFrame
      backLabel={t('students.sponsored.back')}
      photo={
        <Avatar
          src={student.photoUrl ?? undefined}
          alt={t('students.photo.alt', { name: student.firstName })}
          variant="rounded"
          sx={{ width: 180, height: 180, fontSize: 56 }}
        >
          {studentInitials(student)}
        </Avatar>
      }
    >
      <Typography component="h2" variant="h5" data-testid="student-name" sx={{ mb: 1 }}>
        {student.firstName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('students.sponsored.intro', { name: student.firstName })}
      </Typography>
      <StudentFields student={student} />
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<MailOutlineIcon />}
          component={RouterLink}
          to={PATHS.letters}
        >
          {t('students.sponsored.letters')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          component={RouterLink}
          to={buildPath(PATHS.studentPrint, { id: student.id })}
        >
          {t('students.details.print')}
        </Button>
      </Stack>
    </DetailsFrame>
  );
}

function StudentPhoto({ student, canEdit }: { student: StudentDetails; canEdit: boolean }) {
  const { t } = useStudentsTranslation();
  const photo = useStudentPhoto(student.id);

  const withToast = async (action: () => Promise<unknown>, successKey: Parameters<typeof t>[0]) => {
    try {
      await action();
      notify.success(t(successKey));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
  };

  return (
    <PhotoPanel
      photoUrl={student.photoUrl}
      initials={studentInitials(student)}
      canEdit={canEdit}
      size={180}
      labels={photoPanelLabels(t, 'students', student.fullName)}
      onUpload={(file) => withToast(() => photo.upload.mutateAsync(file), 'students.photo.saved')}
      onRemove={() => withToast(() => photo.remove.mutateAsync(), 'students.photo.removed')}
    />
  );
}

function StudentActions({
  studentId,
  userId,
  canEdit,
  onEdit,
  onDelete,
}: {
  studentId: StudentDetails['id'];
  userId: StudentDetails['userId'];
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useStudentsTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
      {canEdit && (
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          {t('students.details.edit')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        component={RouterLink}
        to={buildPath(PATHS.studentPrint, { id: studentId })}
      >
        {t('students.details.print')}
      </Button>
      {canEdit && (
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
          {t('students.delete.action')}
        </Button>
      )}
      <ErasePersonButton userId={userId} studentId={studentId} />
    </Stack>
  );
}

function StudentDetailsView({ student }: { student: StudentDetails }) {
  const { t } = useStudentsTranslation();
  const navigate = useNavigate();
  const { userData } = useSession();
  const canChange = userData ? canWrite(userData.role, 'students') : false;
  const canReadHistory = userData ? canSee(userData.role, 'history') : false;
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteStudent(student.id);

  const deleteStudent = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('students.delete.done', { name: student.fullName }));
      await navigate(PATHS.students);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      setConfirmingDelete(false);
    }
  };

  return (
    <DetailsFrame
      backLabel={t('students.details.back')}
      photo={<StudentPhoto student={student} canEdit={canChange} />}
      dialogs={
        <>
          <StudentFormDialog
            open={editing}
            student={student}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
          <ConfirmDialog
            open={confirmingDelete}
            title={t('students.delete.title', { name: student.fullName })}
            description={t('students.delete.description', { name: student.fullName })}
            confirmLabel={t('students.delete.confirm')}
            destructive
            busy={remove.isPending}
            onConfirm={() => void deleteStudent()}
            onCancel={() => setConfirmingDelete(false)}
          />
        </>
      }
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
      >
        <Typography component="h2" variant="h5" data-testid="student-name">
          {student.fullName}
        </Typography>
        <Chip
          label={lookupLabel(t, 'status', { code: student.status, name: student.status })}
          color={student.status === 'active' ? 'success' : 'default'}
          size="small"
        />
      </Stack>
      <StudentFields student={student} />
      {canChange ? (
        <GuardianAuthorisationPanel studentId={student.id} studentName={student.fullName} />
      ) : null}
      <StudentActions
        studentId={student.id}
        userId={student.userId}
        canEdit={canChange}
        onEdit={() => setEditing(true)}
        onDelete={() => setConfirmingDelete(true)}
      />
      <ScreenSections slot="studentDetails" studentId={student.id} />
      {canReadHistory && <StudentHistory studentId={student.id} />}
    </DetailsFrame>
  );
}
