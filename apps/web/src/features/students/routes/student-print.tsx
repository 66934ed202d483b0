// /edrocks/students/:id/print: the student profile laid out for paper, with the fields the
// caller may see (a sponsor: their student's first name, age, gender, grade and places). On
// screen a "Print" button (window.print()) and a way back; on paper only the profile: the app
// bar, the menu and every button are hidden by the print rules below.
import { useStudentsTranslation } from '../i18n';
import { Link as RouterLink, useParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { PATHS, buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useStudent } from '../api/get-student';
import { StudentFields } from '../components/student-fields';
import { studentInitials, studentName } from '../student-names';

/** On paper: no app bar, no menu, no buttons, no shadows; the profile fills the page. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, [data-no-print], button, a.MuiButton-root': {
          display: 'none !important',
        },
        'main, main > *': { padding: '0 !important', margin: '0 !important' },
        '.sh-bar-space': { display: 'none !important' },
        body: { background: '#fff !important' },
        '.MuiPaper-root, .ls-card': { boxShadow: 'none !important', border: 'none !important' },
      },
    }}
  />
);

export default function StudentPrintRoute() {
  const { t } = useStudentsTranslation();
  const format = useFormat();
  const { id } = useParams();
  const studentId = Number(id);
  const student = useStudent(studentId);

  return (
    <Box data-testid="student-print">
      {printStyles}
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} data-no-print>
        <Button
          component={RouterLink}
          to={buildPath(PATHS.studentDetails, { id: studentId })}
          startIcon={<ArrowBackIcon />}
        >
          {t('students.print.back')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!student.isSuccess}
        >
          {t('students.print.action')}
        </Button>
      </Stack>
      {student.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : student.isError ? (
        <ErrorState error={student.error} onRetry={() => void student.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 800 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: 'flex-start' }}
          >
            <Avatar
              src={student.data.photoUrl ?? undefined}
              alt={t('students.photo.alt', { name: studentName(student.data) })}
              variant="rounded"
              sx={{ width: 160, height: 160, fontSize: 48 }}
            >
              {studentInitials(student.data)}
            </Avatar>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="overline" component="p">
                {t('students.print.heading')}
              </Typography>
              <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
                {studentName(student.data)}
              </Typography>
              <StudentFields student={student.data} />
              <Typography variant="caption" component="p" sx={{ mt: 3, color: 'text.secondary' }}>
                {t('students.print.printedOn', {
                  date: format.date(new Date(), { dateStyle: 'long' }),
                })}
              </Typography>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
