import { LETTER_ENDPOINTS } from '@portal/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../config/paths';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import WriteLetterRoute from '../routes/write-letter';
import { isAcceptableAttachment } from './attachment-picker';
import { makeOverview } from './letter-fixtures';
import { renderLettersRoute } from './render-letters-route';
import { FakeXhr } from '../../../test/fake-xhr';

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isAcceptableAttachment', () => {
  it('accepts jpg, jpeg, pdf and mp4 up to 50 MB', () => {
    const file = (name: string, type: string, size = 10) => ({ name, type, size });
    expect(isAcceptableAttachment(file('a.JPG', ''))).toBe(true);
    expect(isAcceptableAttachment(file('a.pdf', 'application/pdf'))).toBe(true);
    expect(isAcceptableAttachment(file('a.mp4', 'video/mp4'))).toBe(true);
    expect(isAcceptableAttachment(file('a.png', 'image/png'))).toBe(false);
    expect(isAcceptableAttachment(file('a.pdf', 'application/pdf', 50 * 1024 * 1024 + 1))).toBe(
      false,
    );
  });
});

describe('attaching a file to a letter', () => {
  it('uploads the file, shows it in place and saves the letter with it', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () => ({ id: 60, status: 'draft' as const })),
    );
    renderLettersRoute(
      '/edrocks/letters/write/7/2',
      [{ path: PATHS.letterWrite, element: <WriteLetterRoute /> }],
      { id: 1, role: 'SPONSOR' },
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByLabelText(/Subject/), 'Our farm');
    await user.upload(
      screen.getByTestId('attachment-input'),
      new File(['x'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file cannot be attached. Choose a JPG, PDF or MP4 file of at most 50 MB.',
    );
    expect(FakeXhr.last).toBeNull();

    await user.upload(
      screen.getByTestId('attachment-input'),
      new File([new Uint8Array(100)], 'farm.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(FakeXhr.last!.url).toContain('/edrocks/api/letters/attachments');
    act(() =>
      FakeXhr.last!.respond(201, {
        fileId: 9,
        name: 'farm.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 100,
        url: '/edrocks/api/files/9?sig=1',
      }),
    );
    expect(await screen.findByRole('img', { name: 'Attached picture: farm.jpg' })).toHaveAttribute(
      'src',
      '/edrocks/api/files/9?sig=1',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        subject: 'Our farm',
        attachmentFileId: 9,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByRole('img', { name: /Attached picture/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
        attachmentFileId: null,
      }),
    );
  });
});
