// A campaign's message in each language (tabs en-US / es-CO): a subject and a Markdown body,
// and the variables the chosen audience knows as buttons that insert `{{name}}` where the cursor
// was in the subject or body last edited. A field's server refusal shows under it.
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_BODY_MAX_LENGTH,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  LANGUAGES,
  type EmailVariable,
  type Language,
} from '@portal/shared';
import { translateFieldMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useEmailTranslation } from '../i18n';
import type { PerLanguageText } from './composer-draft';

type Field = 'subject' | 'body';

export interface MessageEditorProps {
  subject: PerLanguageText;
  body: PerLanguageText;
  onChange: (field: Field, language: Language, value: string) => void;
  variables: EmailVariable[];
  /** The server's refusals by field path ("subject.en-US"). */
  issues: Record<string, string>;
}

export function MessageEditor({ subject, body, onChange, variables, issues }: MessageEditorProps) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const [language, setLanguage] = useState<Language>('en-US');
  const inputs = useRef<
    Partial<Record<`${Field}.${Language}`, HTMLInputElement | HTMLTextAreaElement>>
  >({});
  const lastField = useRef<Field>('body');
  const texts = { subject, body };

  function insert(variable: EmailVariable) {
    const field = lastField.current;
    const input = inputs.current[`${field}.${language}`];
    const value = texts[field][language];
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    const token = `{{${variable}}}`;
    onChange(field, language, value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  // Inside a label: "Asunto (inglés)", as a sentence names a language.
  const languageName = format.languageName(language);
  const issueOf = (field: Field) => translateFieldMessage(issues[`${field}.${language}`], t);
  return (
    <Stack spacing={2}>
      <LanguageTabs language={language} onChange={setLanguage} />
      <Stack
        spacing={2}
        role="tabpanel"
        id="message-panel"
        aria-labelledby={`message-tab-${language}`}
      >
        <TextField
          key={`subject-${language}`}
          label={t('composer.message.subject', { language: languageName })}
          value={subject[language]}
          onChange={(event) => onChange('subject', language, event.target.value)}
          onFocus={() => (lastField.current = 'subject')}
          inputRef={(element: HTMLInputElement | null) => {
            if (element) inputs.current[`subject.${language}`] = element;
          }}
          error={Boolean(issueOf('subject'))}
          helperText={issueOf('subject') || undefined}
          slotProps={{ htmlInput: { maxLength: CAMPAIGN_SUBJECT_MAX_LENGTH, lang: language } }}
        />
        <TextField
          key={`body-${language}`}
          label={t('composer.message.body', { language: languageName })}
          value={body[language]}
          onChange={(event) => onChange('body', language, event.target.value)}
          onFocus={() => (lastField.current = 'body')}
          inputRef={(element: HTMLTextAreaElement | null) => {
            if (element) inputs.current[`body.${language}`] = element;
          }}
          multiline
          minRows={8}
          error={Boolean(issueOf('body'))}
          helperText={issueOf('body') || undefined}
          slotProps={{ htmlInput: { maxLength: CAMPAIGN_BODY_MAX_LENGTH, lang: language } }}
        />
      </Stack>
      <VariableButtons variables={variables} onInsert={insert} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('composer.message.fallbackNote')}
      </Typography>
    </Stack>
  );
}

function LanguageTabs({
  language,
  onChange,
}: {
  language: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useEmailTranslation();
  return (
    <Tabs
      value={language}
      onChange={(_event, next: Language) => onChange(next)}
      aria-label={t('composer.message.languageTabs')}
    >
      {LANGUAGES.map((item) => (
        <Tab
          key={item}
          value={item}
          label={t(`languages.${item}`)}
          id={`message-tab-${item}`}
          aria-controls="message-panel"
        />
      ))}
    </Tabs>
  );
}

/** The variables as buttons; pressing one keeps the cursor where it was in the text. */
function VariableButtons({
  variables,
  onInsert,
}: {
  variables: EmailVariable[];
  onInsert: (variable: EmailVariable) => void;
}) {
  const { t } = useEmailTranslation();
  return (
    <Box role="group" aria-labelledby="message-variables">
      <Typography id="message-variables" variant="subtitle2" component="p">
        {t('composer.message.variables')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {variables.map((variable) => (
          <Button
            key={variable}
            size="small"
            variant="outlined"
            sx={{ minHeight: 44, textTransform: 'none', fontFamily: 'monospace' }}
            aria-label={t('composer.message.variableLabel', { variable: `{{${variable}}}` })}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(variable)}
          >
            {`{{${variable}}}`}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
