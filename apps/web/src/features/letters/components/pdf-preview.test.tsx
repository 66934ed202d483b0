import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PdfPreview, { PDF_PREVIEW_MAX_PAGES } from './pdf-preview';

const pdfjs = vi.hoisted(() => ({
  getDocument: vi.fn(),
  render: vi.fn(),
  destroy: vi.fn(),
}));

vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));
vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  getDocument: pdfjs.getDocument,
}));

/** A document of `pages` pages, as pdf.js's loading task hands it over. */
function documentOf(pages: number) {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 100 * scale, height: 140 * scale }),
    render: (...args: unknown[]) => {
      pdfjs.render(...args);
      return { promise: Promise.resolve() };
    },
  };
  return {
    promise: Promise.resolve({ numPages: pages, getPage: () => Promise.resolve(page) }),
    destroy: pdfjs.destroy,
  };
}

beforeEach(() => {
  pdfjs.getDocument.mockReset();
  pdfjs.render.mockReset();
});

describe('the PDF preview', () => {
  it('draws each page as a labelled picture, with scripts off', async () => {
    pdfjs.getDocument.mockReturnValue(documentOf(2));
    render(<PdfPreview url="/edrocks/api/files/9?exp=1&sig=x" name="drawing.pdf" />);
    expect(
      await screen.findByRole('img', { name: 'Page 2 of 2 of drawing.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 of 2 of drawing.pdf' })).toBeInTheDocument();
    expect(pdfjs.getDocument).toHaveBeenCalledWith({
      url: '/edrocks/api/files/9?exp=1&sig=x',
      isEvalSupported: false,
    });
    expect(pdfjs.render).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('group', { name: 'Attached document: drawing.pdf' })).toBeVisible();
  });

  it('stops after the first pages of a long document and says so', async () => {
    pdfjs.getDocument.mockReturnValue(documentOf(25));
    render(<PdfPreview url="/file" name="book.pdf" />);
    expect(
      await screen.findByText(
        `The first ${PDF_PREVIEW_MAX_PAGES} of 25 pages are shown here. Open the file to see them all.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(PDF_PREVIEW_MAX_PAGES);
  });

  it('says when it cannot show the document', async () => {
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.reject(new Error('Invalid PDF structure')),
      destroy: pdfjs.destroy,
    });
    render(<PdfPreview url="/file" name="broken.pdf" />);
    expect(await screen.findByText('This browser cannot show the PDF here.')).toBeInTheDocument();
  });

  it('stops loading when it leaves the screen', async () => {
    pdfjs.getDocument.mockReturnValue(documentOf(1));
    const { unmount } = render(<PdfPreview url="/file" name="x.pdf" />);
    await screen.findByRole('img');
    unmount();
    await waitFor(() => expect(pdfjs.destroy).toHaveBeenCalled());
  });
});
