import { LETTER_ENDPOINTS } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../config/paths';
import { changeLanguage } from '../../../lib/i18n';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import LetterRoute from '../routes/letter';
import { AttachmentView } from './attachment-view';
import { makeLetter } from './letter-fixtures';
import { renderLettersRoute } from './render-letters-route';

// pdf.js draws into canvases, which jsdom has not: its own test mocks it (pdf-preview.test.tsx).
vi.mock('./pdf-preview', () => ({
  default: ({ url, name }: { url: string; name: string }) => (
    <div data-testid="pdf-preview" data-url={url}>
      {name}
    </div>
  ),
}));

function renderLetter(role: 'STUDENT' | 'SPONSOR', id = 50) {
  return renderLettersRoute(
    `/edrocks/letters/${id}`,
    [{ path: PATHS.letter, element: <LetterRoute /> }],
    { role },
  );
}

describe('reading a letter', () => {
  it('shows the recipient the translation, the original one click away, and marks it read', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () => makeLetter()),
      onEndpoint(LETTER_ENDPOINTS.markRead, () =>
        makeLetter({ readAt: '2026-09-04T12:00:00.000Z' }),
      ),
    );
    renderLetter('STUDENT');
    expect(await screen.findByRole('heading', { name: 'Hola desde Ohio' })).toBeInTheDocument();
    expect(screen.getByText('Hoy nevó.')).toBeInTheDocument();
    expect(screen.getByTestId('letter-body')).toHaveAttribute('lang', 'es-CO');

    await userEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByRole('heading', { name: 'Hello from Ohio' })).toBeInTheDocument();
    expect(screen.getByText('We had snow today.')).toBeInTheDocument();
    expect(screen.getByTestId('letter-body')).toHaveAttribute('lang', 'en-US');

    await userEvent.click(screen.getByRole('button', { name: 'Show translation' }));
    expect(screen.getByRole('heading', { name: 'Hola desde Ohio' })).toBeInTheDocument();

    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.pathname === '/edrocks/api/letters/50/read'),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Answer letter 2' })).toHaveAttribute(
      'href',
      '/edrocks/letters/write/7/2',
    );
  });

  it('does not mark read a letter already read, nor one the caller wrote', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () => makeLetter({ readAt: '2026-09-04T12:00:00.000Z' })),
    );
    renderLetter('SPONSOR');
    expect(await screen.findByRole('heading', { name: 'Hello from Ohio' })).toBeInTheDocument();
    expect(screen.getByText(/Read Sep 4, 2026/)).toBeInTheDocument();
    expect(
      screen.getByText('This letter was sent and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Answer/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith('/read'))).toBe(false);
  });
});

describe('the languages of a letter', () => {
  it("are named in the reader's language", async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () => makeLetter()),
      onEndpoint(LETTER_ENDPOINTS.markRead, () =>
        makeLetter({ readAt: '2026-09-04T12:00:00.000Z' }),
      ),
    );
    await changeLanguage('es-CO', { remember: false });
    renderLetter('STUDENT');
    expect(await screen.findByText('Traducida del inglés al español.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver el original' }));
    expect(screen.getByText('Original, en inglés.')).toBeInTheDocument();
  });
});

describe('attachments open in place', () => {
  const file = { fileId: 9, sizeBytes: 1000, url: 'https://files.example/f/9?sig=1' };

  it('shows a picture, a PDF and a video', async () => {
    const { container, rerender } = render(
      <AttachmentView attachment={{ ...file, name: 'farm.jpg', contentType: 'image/jpeg' }} />,
    );
    expect(screen.getByRole('img', { name: 'Attached picture: farm.jpg' })).toHaveAttribute(
      'src',
      file.url,
    );
    rerender(
      <AttachmentView
        attachment={{ ...file, name: 'report.pdf', contentType: 'application/pdf' }}
      />,
    );
    expect(await screen.findByTestId('pdf-preview')).toHaveAttribute('data-url', file.url);
    expect(container.querySelector('object, iframe, embed')).toBeNull();
    rerender(
      <AttachmentView attachment={{ ...file, name: 'song.mp4', contentType: 'video/mp4' }} />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', file.url);
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('link', { name: 'Open song.mp4 in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
