// A PDF attachment drawn in the page with pdf.js (Mozilla's PDF reader, loaded only when a PDF is
// shown): its first pages as pictures, the same in every browser and on a phone, with no plugin
// and no frame (the API's answers may not be framed, and a phone's browser shows no PDF in one).
// Scripts inside a PDF never run (pdf.js does not run them; eval is off).
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useLettersTranslation } from '../i18n';

/** Pages drawn at most: a coordinator opens a longer document in its own tab. */
export const PDF_PREVIEW_MAX_PAGES = 10;
/** Drawn this wide (CSS pixels) at most, sharp on high-density screens. */
const PAGE_WIDTH = 720;

type PreviewState = { kind: 'loading' } | { kind: 'ready'; total: number } | { kind: 'failed' };

export default function PdfPreview({ url, name }: { url: string; name: string }) {
  const { t } = useLettersTranslation();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });

  useEffect(() => {
    let isCancelled = false;
    // Set here, not when the module loads: the build may evaluate this module before pdf.js's.
    GlobalWorkerOptions.workerSrc = workerUrl;
    const task = getDocument({ url, isEvalSupported: false });
    const pages = pagesRef.current;
    void (async () => {
      try {
        const pdf = await task.promise;
        const shown = Math.min(pdf.numPages, PDF_PREVIEW_MAX_PAGES);
        for (let number = 1; number <= shown && !isCancelled; number += 1) {
          const page = await pdf.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const scale = (PAGE_WIDTH / base.width) * (window.devicePixelRatio || 1);
          const viewport = page.getViewport({ scale });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.setAttribute('role', 'img');
          canvas.setAttribute(
            'aria-label',
            t('letters.attachment.pdfPage', { number, total: pdf.numPages, name }),
          );
          canvas.style.width = '100%';
          canvas.style.display = 'block';
          await page.render({ canvas, viewport }).promise;
          if (!isCancelled) pages?.append(canvas);
        }
        if (!isCancelled) setState({ kind: 'ready', total: pdf.numPages });
      } catch {
        if (!isCancelled) setState({ kind: 'failed' });
      }
    })();
    return () => {
      isCancelled = true;
      pages?.replaceChildren();
      void task.destroy();
    };
  }, [url, name, t]);

  return (
    <Box aria-label={t('letters.attachment.pdfLabel', { name })} role="group">
      {state.kind === 'loading' ? <LoadingSkeleton lines={4} /> : null}
      {state.kind === 'failed' ? (
        <Alert severity="info">{t('letters.attachment.pdfFallback')}</Alert>
      ) : null}
      <Box
        ref={pagesRef}
        sx={{
          display: 'grid',
          gap: 1,
          maxWidth: PAGE_WIDTH,
          '& canvas': { border: 1, borderColor: 'divider', borderRadius: 1 },
        }}
      />
      {state.kind === 'ready' && state.total > PDF_PREVIEW_MAX_PAGES ? (
        <Typography variant="body2" color="text.secondary">
          {t('letters.attachment.pdfMorePages', {
            shown: PDF_PREVIEW_MAX_PAGES,
            total: state.total,
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
