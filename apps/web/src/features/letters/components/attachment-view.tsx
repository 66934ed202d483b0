// A letter's attachment, opened in place: a picture, a PDF in an embedded viewer, a video with
// its controls; always with a link that opens the file in a new tab.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { LetterAttachment } from '@portal/shared';
import { useLettersTranslation } from '../i18n';

export function AttachmentView({ attachment }: { attachment: LetterAttachment }) {
  const { t } = useLettersTranslation();
  const { contentType, url, name } = attachment;
  const frame = { width: '100%', maxWidth: 720, borderRadius: 1, display: 'block' } as const;
  return (
    <Box data-testid="letter-attachment">
      {contentType.startsWith('image/') ? (
        <Box
          component="img"
          src={url}
          alt={t('letters.attachment.imageAlt', { name })}
          sx={{ ...frame, height: 'auto' }}
        />
      ) : contentType === 'application/pdf' ? (
        <Box
          component="object"
          data={url}
          type="application/pdf"
          aria-label={t('letters.attachment.pdfLabel', { name })}
          sx={{ ...frame, height: { xs: 420, sm: 640 }, border: 1, borderColor: 'divider' }}
        >
          <p>{t('letters.attachment.pdfFallback')}</p>
        </Box>
      ) : contentType.startsWith('video/') ? (
        <Box
          component="video"
          controls
          preload="metadata"
          src={url}
          aria-label={t('letters.attachment.videoLabel', { name })}
          sx={frame}
        />
      ) : null}
      <Link
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-block', mt: 1 }}
      >
        {t('letters.attachment.open', { name })}
      </Link>
    </Box>
  );
}
