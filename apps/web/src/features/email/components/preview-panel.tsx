// The preview of the exact message one recipient gets: pick them from the audience's sample,
// then the subject, the HTML in a sandboxed frame (no scripts, no links followed), the text
// version and the headers (List-Unsubscribe for a campaign). Shown on demand, not while typing.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AudienceRecipient, MessagePreview, PreviewInput } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { usePreviewMessage } from '../api/preview-message';
import { useEmailTranslation } from '../i18n';

export function PreviewPanel({
  input,
  sample,
}: {
  /** The message and audience as written now; null until both can be previewed. */
  input: Omit<PreviewInput, 'recipient'> | null;
  sample: AudienceRecipient[];
}) {
  const { t } = useEmailTranslation();
  const preview = usePreviewMessage();
  const [recipient, setRecipient] = useState('');
  const chosen = sample.some((item) => item.email === recipient)
    ? recipient
    : (sample[0]?.email ?? '');

  return (
    <Stack spacing={2} component="section" aria-labelledby="preview-title" data-testid="preview">
      <Typography id="preview-title" variant="h6" component="h2">
        {t('composer.preview.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label={t('composer.preview.recipient')}
          value={chosen}
          onChange={(event) => setRecipient(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 0, flex: 1 }}
          disabled={sample.length === 0}
        >
          {sample.map((item) => (
            <option key={item.email} value={item.email}>
              {`${item.name} <${item.email}>`}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          sx={{ minHeight: 44 }}
          disabled={input === null}
          loading={preview.isPending}
          onClick={() =>
            input && preview.mutate({ ...input, ...(chosen ? { recipient: chosen } : {}) })
          }
        >
          {t('composer.preview.show')}
        </Button>
      </Stack>
      {preview.isError ? (
        <Alert severity="error" role="alert">
          {getErrorMessage(preview.error, t)}
        </Alert>
      ) : null}
      {preview.data ? (
        <PreviewView preview={preview.data} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('composer.preview.empty')}
        </Typography>
      )}
    </Stack>
  );
}

function PreviewView({ preview }: { preview: MessagePreview }) {
  const { t } = useEmailTranslation();
  return (
    <Stack spacing={2} data-testid="preview-message">
      {preview.messageLanguage !== preview.language ? (
        <Alert severity="info">
          {t('composer.preview.otherLanguage', {
            language: t(`languages.${preview.messageLanguage}`),
          })}
        </Alert>
      ) : null}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}
      >
        <Typography component="dt" sx={{ fontWeight: 500 }}>
          {t('composer.preview.to')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {`${preview.name} <${preview.to}>`}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 500 }}>
          {t('composer.preview.subject')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, overflowWrap: 'anywhere' }}
          data-testid="preview-subject"
        >
          {preview.subject}
        </Typography>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('composer.preview.html')}
      </Typography>
      <Box
        component="iframe"
        title={t('composer.preview.htmlFrame', { name: preview.name })}
        sandbox=""
        srcDoc={preview.html}
        sx={{
          width: '100%',
          minHeight: 360,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
      <Typography variant="subtitle2" component="h3">
        {t('composer.preview.text')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        data-testid="preview-text"
        sx={{
          m: 0,
          p: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          borderRadius: 1,
          maxHeight: 320,
          overflow: 'auto',
        }}
      >
        {preview.text}
      </Box>
      <PreviewHeaders headers={preview.headers} />
    </Stack>
  );
}

function PreviewHeaders({ headers }: { headers: Record<string, string> }) {
  const { t } = useEmailTranslation();
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('composer.preview.headers')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
        }}
        data-testid="preview-headers"
      >
        {Object.entries(headers).map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {name}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
