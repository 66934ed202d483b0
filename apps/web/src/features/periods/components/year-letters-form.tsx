// "Letters" of a year: the title and theme of each of the year's four letters, the day the
// sponsor's letter is due and the day the student's answer is due. Those who may change them
// edit them in a form (Save / Cancel); everyone else reads them, and so does everyone once the
// year is closed (the server refuses a closed year, 409 PERIOD_CLOSED, shown in the form if the
// year closed meanwhile). While the year still uses the programme's defaults the dialog says
// so: saving makes them the year's own. One dialog from loading to saving, so focus and the
// screen reader stay in it.
import { useId } from 'react';
import { usePeriodsTranslation } from '../i18n';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  LETTER_NUMBERS,
  LETTER_THEME_MAX_LENGTH,
  LETTER_TITLE_MAX_LENGTH,
  fieldMessage,
  periodDate,
  optionalText,
  requiredText,
  type Period,
  type YearLetters,
} from '@portal/shared';
import { DetailsList } from '../../../components/details-list';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import {
  FormErrorAlert,
  FormDialogActions,
  FormGrid,
  FormTextField,
  useServerAwareSubmit,
  useDialogFullScreen,
} from '../../../components/form';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useYearLetters } from '../api/get-year-letters';
import { useSetYearLetters } from '../api/set-year-letters';
import type { OpenYearLettersDialogProps } from './year-letters-dialog';

/** A date picker's value: "" is no due date (null). */
const dueDay = z.union([z.literal('').transform(() => null), periodDate]);

const DATE_FIELDS = ['dueDate', 'answerDueDate'];

const letterFormSchema = z
  .object({
    number: z.number().int(),
    title: requiredText(LETTER_TITLE_MAX_LENGTH),
    theme: requiredText(LETTER_THEME_MAX_LENGTH),
    // In Spanish; empty, Spanish readers read the English ones.
    titleEs: optionalText(LETTER_TITLE_MAX_LENGTH),
    themeEs: optionalText(LETTER_THEME_MAX_LENGTH),
    dueDate: dueDay,
    answerDueDate: dueDay,
  })
  // The server's rule (yearLettersBodySchema), under the answer's date rather than the list.
  .refine(
    (letter) =>
      letter.dueDate === null ||
      letter.answerDueDate === null ||
      letter.answerDueDate >= letter.dueDate,
    {
      path: ['answerDueDate'],
      error: fieldMessage('validation.answerDueBeforeDue'),
      // Checked as soon as both dates are valid, whatever the letter's other fields hold.
      when: (payload) =>
        payload.issues.every((issue) => !DATE_FIELDS.includes(String(issue.path?.[0]))),
    },
  );

const lettersFormSchema = z.object({ letters: z.array(letterFormSchema) });
type LettersFormValues = z.input<typeof lettersFormSchema>;
type LettersFormOutput = z.output<typeof lettersFormSchema>;

const LETTER_FIELDS = ['title', 'theme', 'titleEs', 'themeEs', 'dueDate', 'answerDueDate'] as const;

/** Every field, where the server's issues (`letters.2.title`) land. */
const FIELDS: Array<FieldPath<LettersFormValues>> = LETTER_NUMBERS.flatMap((_number, index) =>
  LETTER_FIELDS.map((field) => `letters.${index}.${field}` as const),
);

/** The four letters in order, whatever order the server sent them in. */
function formValues(yearLetters: YearLetters): LettersFormValues {
  return {
    letters: LETTER_NUMBERS.map((number) => {
      const letter = yearLetters.letters.find((item) => item.number === number);
      return {
        number,
        title: letter?.title ?? '',
        theme: letter?.theme ?? '',
        titleEs: letter?.titleEs ?? '',
        themeEs: letter?.themeEs ?? '',
        dueDate: letter?.dueDate ?? '',
        answerDueDate: letter?.answerDueDate ?? '',
      };
    }),
  };
}

/** The open dialog (year-letters-dialog.tsx loads it on first opening). */
export default function LettersDialog({ period, canEdit, onClose }: OpenYearLettersDialogProps) {
  const { t } = usePeriodsTranslation();
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  const letters = useYearLetters(period.id);
  const save = useSetYearLetters(period.id);
  const title = t('periods.letters.title', { name: period.name });
  const isClosed = period.status === 'closed';

  let body;
  if (letters.data && canEdit && !isClosed) {
    body = (
      <LettersForm
        period={period}
        yearLetters={letters.data}
        save={save}
        title={title}
        titleId={titleId}
        onClose={onClose}
      />
    );
  } else {
    let content;
    if (letters.data) {
      content = <LettersView yearLetters={letters.data} isClosed={isClosed} />;
    } else if (letters.error) {
      content = <ErrorState error={letters.error} onRetry={() => void letters.refetch()} />;
    } else {
      content = <LoadingSkeleton />;
    }
    body = (
      <>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{content}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('periods.letters.close')}</Button>
        </DialogActions>
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {body}
    </Dialog>
  );
}

function LetterFieldset({
  control,
  number,
  index,
}: {
  control: Control<LettersFormValues, unknown, LettersFormOutput>;
  number: number;
  index: number;
}) {
  const { t } = usePeriodsTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, p: 0 }}>
        {t('periods.letters.letter', { number })}
      </Typography>
      <FormTextField
        control={control}
        name={`letters.${index}.title`}
        label={t('periods.letters.fields.title')}
        required
        autoFocus={index === 0}
      />
      <FormTextField
        control={control}
        name={`letters.${index}.theme`}
        label={t('periods.letters.fields.theme')}
        required
      />
      <FormTextField
        control={control}
        name={`letters.${index}.titleEs`}
        label={t('periods.letters.fields.titleEs')}
      />
      <FormTextField
        control={control}
        name={`letters.${index}.themeEs`}
        label={t('periods.letters.fields.themeEs')}
      />
      <FormGrid>
        <FormTextField
          control={control}
          name={`letters.${index}.dueDate`}
          type="date"
          label={t('periods.letters.fields.dueDate')}
        />
        <FormTextField
          control={control}
          name={`letters.${index}.answerDueDate`}
          type="date"
          label={t('periods.letters.fields.answerDueDate')}
        />
      </FormGrid>
    </Box>
  );
}

function LettersForm({
  period,
  yearLetters,
  save,
  title,
  titleId,
  onClose,
}: {
  period: Period;
  yearLetters: YearLetters;
  save: ReturnType<typeof useSetYearLetters>;
  title: string;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = usePeriodsTranslation();
  const form = useForm<LettersFormValues, unknown, LettersFormOutput>({
    resolver: zodResolver(lettersFormSchema),
    mode: 'onTouched',
    defaultValues: formValues(yearLetters),
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (values) => {
    await save.mutateAsync(values);
    notify.success(t('periods.letters.saved', { name: period.name }));
    onClose();
  });
  const busy = form.formState.isSubmitting;

  return (
    // A column whose middle scrolls: Save and Cancel stay in view on a phone.
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      data-testid="year-letters-form"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
          {t('form.requiredNote')} {t('periods.letters.emptyDates')}
        </Box>
        {yearLetters.customised ? null : (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {t('periods.letters.defaults')}
          </Alert>
        )}
        {LETTER_NUMBERS.map((number, index) => (
          <LetterFieldset key={number} control={form.control} number={number} index={index} />
        ))}
        <FormErrorAlert error={serverError} />
      </DialogContent>
      <FormDialogActions onClose={onClose} busy={busy} />
    </Box>
  );
}

function LettersView({ yearLetters, isClosed }: { yearLetters: YearLetters; isClosed: boolean }) {
  const { t } = usePeriodsTranslation();
  const format = useFormat();
  const headingId = useId();
  const day = (value: string | null) => (value ? format.day(value) : t('periods.letters.noDate'));
  const letters = [...yearLetters.letters].sort((a, b) => a.number - b.number);
  return (
    <>
      {isClosed ? (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {t('periods.letters.closed')}
        </Alert>
      ) : null}
      {yearLetters.customised ? null : (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {t('periods.letters.defaultsReadOnly')}
        </Alert>
      )}
      {letters.map((letter) => (
        <Box
          key={letter.number}
          component="section"
          aria-labelledby={`${headingId}-${letter.number}`}
          sx={{ mt: 2 }}
        >
          <Typography
            id={`${headingId}-${letter.number}`}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 500, mb: 0.5 }}
          >
            {t('periods.letters.letter', { number: letter.number })}
          </Typography>
          <DetailsList
            items={[
              { id: 'title', label: t('periods.letters.fields.title'), value: letter.title },
              { id: 'theme', label: t('periods.letters.fields.theme'), value: letter.theme },
              {
                id: 'titleEs',
                label: t('periods.letters.fields.titleEs'),
                value: letter.titleEs || '—',
              },
              {
                id: 'themeEs',
                label: t('periods.letters.fields.themeEs'),
                value: letter.themeEs || '—',
              },
              {
                id: 'dueDate',
                label: t('periods.letters.fields.dueDate'),
                value: day(letter.dueDate),
              },
              {
                id: 'answerDueDate',
                label: t('periods.letters.fields.answerDueDate'),
                value: day(letter.answerDueDate),
              },
            ]}
          />
        </Box>
      ))}
    </>
  );
}
