// The campaign composer (new or a draft): who it goes to (one or more parts, counted live), the
// message in each language with the audience's variables, templates, the preview for a
// recipient of the audience, and Save draft / Send now (after a confirmation naming the count)
// / Schedule.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { canSee, type EmailTemplate, type TemplateInput } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useEmailTranslation } from '../i18n';
import { useSettledAudienceCount } from './audience-count';
import { BackToCampaigns } from './campaign-screen';
import { AudienceSection, MessageSection } from './composer-sections';
import {
  audienceOf,
  draftToInput,
  emptyDraft,
  isAudienceComplete,
  type ComposerDraft,
} from './composer-draft';
import { PreviewPanel } from './preview-panel';
import { ScheduleDialog, SendNowDialog } from './send-dialogs';
import { LoadTemplateDialog, SaveTemplateDialog } from './template-dialogs';
import { useComposerActions, type ComposerAction } from './use-composer-actions';

type OpenDialog = 'send' | 'schedule' | 'loadTemplate' | 'saveTemplate' | null;

function withTemplate(draft: ComposerDraft, template: EmailTemplate): ComposerDraft {
  const texts = (value: EmailTemplate['subject']) => ({
    'en-US': value['en-US'] ?? '',
    'es-CO': value['es-CO'] ?? '',
  });
  return { ...draft, subject: texts(template.subject), body: texts(template.body) };
}

export function CampaignComposer({
  campaignId = null,
  initial = emptyDraft(),
}: {
  campaignId?: number | null;
  initial?: ComposerDraft;
}) {
  const role = useSession().userData?.role;
  const [draft, setDraft] = useState(initial);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const actions = useComposerActions(campaignId);
  const isCountable = isAudienceComplete(draft.parts);
  const count = useSettledAudienceCount(isCountable ? audienceOf(draft.parts) : null);
  const content = draftToInput(draft);
  const hasMessage =
    Object.keys(content.subject).length > 0 && Object.keys(content.body).length > 0;
  const close = () => setDialog(null);
  const run = (action: ComposerAction, scheduledAt?: string) =>
    void actions.run(action, draft, scheduledAt).then(close);
  const message = { subject: content.subject, body: content.body };

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }} data-testid="campaign-composer">
      <Box>
        <BackToCampaigns />
      </Box>
      <ComposerError
        error={actions.error}
        hasFieldIssues={Object.keys(actions.issues).length > 0}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <AudienceSection
            draft={draft}
            setDraft={setDraft}
            count={count}
            mayWriteToBoard={role !== undefined && canSee(role, 'boardReport')}
          />
          <MessageSection
            draft={draft}
            setDraft={setDraft}
            issues={actions.issues}
            hasMessage={hasMessage}
            onLoadTemplate={() => setDialog('loadTemplate')}
            onSaveTemplate={() => setDialog('saveTemplate')}
          />
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <PreviewPanel
            input={isCountable && hasMessage ? { audience: content.audience, ...message } : null}
            sample={count.data?.sample ?? []}
          />
        </Paper>
      </Box>
      <ComposerButtons
        busy={actions.busy}
        canSend={Boolean(count.data)}
        onSave={() => run('save')}
        onOpen={setDialog}
      />
      <ComposerDialogs
        dialog={dialog}
        busy={actions.busy}
        recipients={count.data?.recipients ?? 0}
        message={message}
        onClose={close}
        onRun={run}
        onLoad={(template) => setDraft(withTemplate(draft, template))}
      />
    </Stack>
  );
}

/** A refusal above the form: the server's words, or where to look when it names fields. */
function ComposerError({ error, hasFieldIssues }: { error: unknown; hasFieldIssues: boolean }) {
  const { t } = useEmailTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" data-testid="composer-error">
      {hasFieldIssues ? t('composer.fixErrors') : getErrorMessage(error, t)}
    </Alert>
  );
}

function ComposerButtons({
  busy,
  canSend,
  onSave,
  onOpen,
}: {
  busy: ComposerAction | null;
  canSend: boolean;
  onSave: () => void;
  onOpen: (dialog: 'send' | 'schedule') => void;
}) {
  const { t } = useEmailTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        sx={{ minHeight: 44 }}
        loading={busy === 'save'}
        disabled={busy !== null}
        onClick={onSave}
      >
        {t('composer.actions.saveDraft')}
      </Button>
      <Button
        variant="outlined"
        sx={{ minHeight: 44 }}
        disabled={busy !== null}
        onClick={() => onOpen('schedule')}
      >
        {t('composer.actions.schedule')}
      </Button>
      <Button
        variant="contained"
        sx={{ minHeight: 44 }}
        disabled={busy !== null || !canSend}
        onClick={() => onOpen('send')}
      >
        {t('composer.actions.sendNow')}
      </Button>
    </Stack>
  );
}

function ComposerDialogs({
  dialog,
  busy,
  recipients,
  message,
  onClose,
  onRun,
  onLoad,
}: {
  dialog: OpenDialog;
  busy: ComposerAction | null;
  recipients: number;
  message: Omit<TemplateInput, 'name'>;
  onClose: () => void;
  onRun: (action: ComposerAction, scheduledAt?: string) => void;
  onLoad: (template: EmailTemplate) => void;
}) {
  return (
    <>
      <SendNowDialog
        open={dialog === 'send'}
        recipients={recipients}
        busy={busy === 'send'}
        onCancel={onClose}
        onConfirm={() => onRun('send')}
      />
      {dialog === 'schedule' ? (
        <ScheduleDialog
          busy={busy === 'schedule'}
          onCancel={onClose}
          onConfirm={(at) => onRun('schedule', at)}
        />
      ) : null}
      <LoadTemplateDialog open={dialog === 'loadTemplate'} onClose={onClose} onLoad={onLoad} />
      {dialog === 'saveTemplate' ? (
        <SaveTemplateDialog onClose={onClose} message={message} />
      ) : null}
    </>
  );
}
