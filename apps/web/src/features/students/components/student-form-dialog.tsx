// Creating or editing a student in a dialog (full screen on a phone): Save / Cancel, errors
// under the fields on blur, the server's field issues on the right fields, nothing typed lost on
// an error. The pickers offer the enabled villages, schools and countries of the lookup lists
// (plus the student's current ones, should they have been disabled since).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { GENDERS, GRADES, VISIBLE_STUDENT_STATUSES, type StudentDetails } from '@portal/shared';
import { FormErrorAlert, FormTextField, applyServerIssues } from '../../../components/form';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field';
import { useLists } from '../../../lib/get-lists';
import { lookupLabel } from '../../../lib/lookups';
import { notify } from '../../../lib/notify';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import {
  STUDENT_FORM_FIELDS,
  emptyStudentForm,
  studentFormSchema,
  studentToForm,
  toCreateBody,
  toUpdateBody,
  type StudentFormOutput,
  type StudentFormValues,
} from '../form-schema';

export interface StudentFormDialogProps {
  open: boolean;
  /** The student being edited; none to create one. */
  student?: StudentDetails;
  onClose: () => void;
  onSaved: (student: StudentDetails) => void;
}

function withCurrent(
  options: SelectOption[],
  current: { id: number; name: string } | null | undefined,
): SelectOption[] {
  if (!current || options.some((option) => option.value === String(current.id))) return options;
  return [...options, { value: String(current.id), label: current.name }];
}

export function StudentFormDialog(props: StudentFormDialogProps) {
  // A fresh form for every opening: nothing of a cancelled edit lingers.
  return props.open ? <StudentFormDialogContent {...props} /> : null;
}

function StudentFormDialogContent({ open, student, onClose, onSaved }: StudentFormDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const lists = useLists();
  const create = useCreateStudent();
  const update = useUpdateStudent(student?.id ?? 0);
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    StudentFormValues,
    unknown,
    StudentFormOutput
  >({
    resolver: zodResolver(studentFormSchema),
    mode: 'onTouched',
    defaultValues: student ? studentToForm(student) : emptyStudentForm(),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = student
        ? await update.mutateAsync(toUpdateBody(values))
        : await create.mutateAsync(toCreateBody(values));
      notify.success(t(student ? 'students.form.updated' : 'students.form.created'));
      onSaved(saved);
    } catch (error) {
      if (!applyServerIssues(error, setError, STUDENT_FORM_FIELDS)) setServerError(error);
    }
  });

  const choose = { value: '', label: t('students.form.choose') };
  const none = { value: '', label: t('students.form.none') };
  const villages = withCurrent(
    (lists.data?.villages ?? []).map((village) => ({
      value: String(village.id),
      label: village.name,
    })),
    student?.village,
  );
  const schools = withCurrent(
    (lists.data?.schools ?? []).map((school) => ({ value: String(school.id), label: school.name })),
    student?.school,
  );
  const countries = withCurrent(
    (lists.data?.countries ?? []).map((country) => ({
      value: String(country.id),
      label: country.name,
    })),
    student?.country,
  );

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="student-form">
        <DialogTitle id={titleId}>
          {t(student ? 'students.form.editTitle' : 'students.form.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('form.requiredNote')}</Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              columnGap: 2,
            }}
          >
            <FormTextField
              control={control}
              name="firstName"
              label={t('students.fields.firstName')}
              required
              autoFocus
            />
            <FormTextField
              control={control}
              name="lastName"
              label={t('students.fields.lastName')}
              required
            />
            <FormTextField
              control={control}
              name="birthdate"
              type="date"
              label={t('students.fields.birthdate')}
              required
            />
            <FormSelectField
              control={control}
              name="gender"
              label={t('students.fields.gender')}
              required
              options={[
                choose,
                ...GENDERS.map((code) => ({
                  value: code,
                  label: lookupLabel(t, 'genders', { code, name: code }),
                })),
              ]}
            />
            <FormSelectField
              control={control}
              name="grade"
              label={t('students.fields.grade')}
              required
              options={[
                choose,
                ...GRADES.map((code) => ({
                  value: code,
                  label: lookupLabel(t, 'grades', { code, name: code }),
                })),
              ]}
            />
            <FormSelectField
              control={control}
              name="status"
              label={t('students.fields.status')}
              required
              options={VISIBLE_STUDENT_STATUSES.map((code) => ({
                value: code,
                label: lookupLabel(t, 'status', { code, name: code }),
              }))}
            />
            <FormSelectField
              control={control}
              name="villageId"
              label={t('students.fields.village')}
              required
              options={[choose, ...villages]}
            />
            <FormSelectField
              control={control}
              name="schoolId"
              label={t('students.fields.school')}
              options={[none, ...schools]}
            />
            <FormSelectField
              control={control}
              name="countryId"
              label={t('students.fields.country')}
              options={[
                {
                  value: '',
                  label: t(student ? 'students.form.none' : 'students.form.villageCountry'),
                },
                ...countries,
              ]}
            />
            <FormTextField
              control={control}
              name="externalId"
              label={t('students.fields.externalId')}
            />
          </Box>
          <Controller
            control={control}
            name="leadershipDistinction"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label={t('students.fields.leadershipDistinction')}
              />
            )}
          />
          <FormErrorAlert error={serverError} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('students.form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {t('students.form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
