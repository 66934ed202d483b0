// The composer's two writing sections: who the campaign goes to (its name, the parts of the
// audience and the live count) and the message (with "Load template" and "Save as template").
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AUDIENCE_PARTS_MAX,
  CAMPAIGN_NAME_MAX_LENGTH,
  type AudienceSummary,
  type Language,
} from '@portal/shared';
import { useEmailTranslation } from '../i18n';
import { AudienceCount } from './audience-count';
import { AudiencePartFields } from './audience-part-fields';
import { availableVariables, emptyPart, type ComposerDraft } from './composer-draft';
import { MessageEditor } from './message-editor';

type SetDraft = (draft: ComposerDraft) => void;

export function AudienceSection({
  draft,
  setDraft,
  count,
  mayWriteToBoard,
}: {
  draft: ComposerDraft;
  setDraft: SetDraft;
  count: { data?: AudienceSummary; isFetching: boolean; error: unknown };
  mayWriteToBoard: boolean;
}) {
  const { t } = useEmailTranslation();
  const setParts = (parts: ComposerDraft['parts']) => setDraft({ ...draft, parts });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} component="section" aria-labelledby="audience-title">
        <Typography id="audience-title" variant="h6" component="h2">
          {t('composer.audience.title')}
        </Typography>
        <TextField
          label={t('composer.name')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: CAMPAIGN_NAME_MAX_LENGTH } }}
        />
        {draft.parts.map((part, index) => (
          <AudiencePartFields
            key={index}
            number={index + 1}
            part={part}
            mayWriteToBoard={mayWriteToBoard}
            onChange={(next) =>
              setParts(draft.parts.map((item, at) => (at === index ? next : item)))
            }
            onRemove={
              draft.parts.length > 1
                ? () => setParts(draft.parts.filter((_, at) => at !== index))
                : undefined
            }
          />
        ))}
        {draft.parts.length < AUDIENCE_PARTS_MAX ? (
          <Button
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
            onClick={() => setParts([...draft.parts, emptyPart()])}
          >
            {t('composer.audience.addPart')}
          </Button>
        ) : null}
        <AudienceCount count={count} />
      </Stack>
    </Paper>
  );
}

export function MessageSection({
  draft,
  setDraft,
  issues,
  hasMessage,
  onLoadTemplate,
  onSaveTemplate,
}: {
  draft: ComposerDraft;
  setDraft: SetDraft;
  issues: Record<string, string>;
  hasMessage: boolean;
  onLoadTemplate: () => void;
  onSaveTemplate: () => void;
}) {
  const { t } = useEmailTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} component="section" aria-labelledby="message-title">
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography id="message-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('composer.message.title')}
          </Typography>
          <Button sx={{ minHeight: 44 }} onClick={onLoadTemplate}>
            {t('composer.templates.load')}
          </Button>
          <Button sx={{ minHeight: 44 }} disabled={!hasMessage} onClick={onSaveTemplate}>
            {t('composer.templates.save')}
          </Button>
        </Stack>
        <MessageEditor
          subject={draft.subject}
          body={draft.body}
          variables={availableVariables(draft.parts)}
          issues={issues}
          onChange={(field, language: Language, value) =>
            setDraft({ ...draft, [field]: { ...draft[field], [language]: value } })
          }
        />
      </Stack>
    </Paper>
  );
}
