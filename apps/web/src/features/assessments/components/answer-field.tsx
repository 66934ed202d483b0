// The field the sponsor writes a part in, with the count against the minimum (and any error)
// under it. The part's name and the field's label name it; the prompt and the count describe it.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ASSESSMENT_MAX_LENGTH } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useAssessmentsTranslation } from '../i18n';

export function AnswerField({
  fieldId,
  headingId,
  promptId,
  text,
  minLength,
  fieldError,
  onChange,
  onBlur,
}: {
  fieldId: string;
  headingId: string;
  promptId: string;
  text: string;
  minLength: number;
  fieldError: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  const format = useFormat();
  const length = text.trim().length;
  const countWords = t(
    length >= minLength ? 'assessments.mine.countEnough' : 'assessments.mine.count',
    {
      length: format.number(length),
      min: format.number(minLength),
    },
  );
  return (
    <TextField
      id={fieldId}
      label={t('assessments.mine.answer')}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      multiline
      minRows={6}
      fullWidth
      error={Boolean(fieldError)}
      helperText={
        <>
          {fieldError ? (
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {fieldError}
            </Box>
          ) : null}
          <Box
            component="span"
            sx={{ display: 'block', color: fieldError ? undefined : 'text.secondary' }}
            data-testid="char-count"
          >
            {countWords}
          </Box>
        </>
      }
      slotProps={{
        htmlInput: {
          maxLength: ASSESSMENT_MAX_LENGTH,
          // The part's name and the field's label name it; the prompt and the count
          // (with any error) describe it.
          'aria-labelledby': `${headingId} ${fieldId}-label`,
          'aria-describedby': `${promptId} ${fieldId}-helper-text`,
        },
      }}
    />
  );
}
