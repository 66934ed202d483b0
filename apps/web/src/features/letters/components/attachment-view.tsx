// A letter's attachment, opened in place: a picture, a PDF's pages (drawn by pdf.js, loaded on
// first use), a video with its controls; always with a link that opens the file in a new tab.
// The file comes from its signed URL, which only those who reach the letter are given.
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { LetterAttachment } from '@portal/shared';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useLettersTranslation } from '../i18n';

const PdfPreview = lazy(() => import('./pdf-preview'));

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
        <Suspense fallback={<LoadingSkeleton lines={4} />}>
          <PdfPreview url={url} name={name} />
        </Suspense>
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
