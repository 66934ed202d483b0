import { PROFILE_ENDPOINTS } from '@portal/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '@portal/shared';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';
import { i18n } from '../../../lib/i18n';
import { errorBody, json, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { checkPhotoFile } from './profile-photo';
import { FakeXhr } from '../../../test/fake-xhr';

const PHOTO_URL = '/edrocks/api/files/7?size=thumb&exp=9999999999&sig=abc';

function jpeg(name = 'me.jpg', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

let me: UserData;

beforeEach(() => {
  queryClient.clear();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** Signs in once per test (a second signIn in the same second would not replace the first). */
function signInSponsor(photoUrl: string | null = null) {
  me = signIn({
    role: 'SPONSOR',
    firstName: 'Laura',
    lastName: 'Gómez',
    fullName: 'Laura Gómez',
    photoUrl,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function fakeMe() {
  return mockApi(
    onEndpoint(PROFILE_ENDPOINTS.get, () => me),
    onEndpoint(PROFILE_ENDPOINTS.removePhoto, () => {
      me = { ...me, photoUrl: null };
      return json(200, me);
    }),
  );
}

describe('checkPhotoFile', () => {
  it('accepts JPEGs within 50 MB and refuses other types and larger files', () => {
    expect(checkPhotoFile(jpeg())).toBeNull();
    expect(checkPhotoFile(new File(['x'], 'me.JPEG', { type: '' }))).toBeNull();
    expect(checkPhotoFile(new File(['x'], 'me.png', { type: 'image/png' }))?.key).toBe(
      'profile.photo.onlyJpeg',
    );
    const huge = jpeg();
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    expect(checkPhotoFile(huge)).toEqual({ key: 'profile.photo.tooLarge', params: { maxMb: 50 } });
  });
});

describe('profile photo', () => {
  it('refuses a file that is not a JPEG before sending it', async () => {
    signInSponsor();
    fakeMe();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/edrocks/profile');
    expect(await screen.findByText('You have no photo yet.')).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('profile-photo-input'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByTestId('profile-photo-error')).toHaveTextContent(
      'Choose a JPEG image (.jpg or .jpeg).',
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('previews, uploads with progress, and updates the avatar everywhere', async () => {
    signInSponsor();
    fakeMe();
    const user = userEvent.setup();
    renderApp('/edrocks/profile');
    await user.click(await screen.findByRole('button', { name: 'Choose a photo' }));
    await user.upload(screen.getByTestId('profile-photo-input'), jpeg());

    expect(await screen.findByRole('img', { name: 'Preview of the new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.getByText('New photo (not saved yet)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toMatch(/\/edrocks\/api\/me\/photo$/);
    expect(xhr.headers.authorization).toMatch(/^Bearer /);
    expect(xhr.headers['accept-language']).toBe('en-US');
    expect((xhr.body?.get('file') as File).name).toBe('me.jpg');

    act(() => xhr.progress(512, 1024));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading… 50%');
    expect(
      within(screen.getByTestId('profile-photo-progress')).getByRole('progressbar'),
    ).toHaveAttribute('aria-valuenow', '50');

    me = { ...me, photoUrl: PHOTO_URL };
    act(() => xhr.respond(200, me));

    expect(await screen.findByRole('img', { name: 'Photo of Laura Gómez' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
    expect(session.getState().userData?.photoUrl).toBe(PHOTO_URL);
    // The app bar's avatar shows the new photo too.
    const menuButton = screen.getByTestId('user-menu');
    await waitFor(() => expect(menuButton.querySelector('img')).toHaveAttribute('src', PHOTO_URL));
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it("shows the server's translated refusal and keeps the preview", async () => {
    signInSponsor();
    fakeMe();
    const user = userEvent.setup();
    renderApp('/edrocks/profile');
    await user.upload(await screen.findByTestId('profile-photo-input'), jpeg('fake.jpg'));
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    act(() =>
      FakeXhr.last!.respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        messageKey: 'errors.fileContentMismatch',
        message: 'UNSUPPORTED_MEDIA_TYPE',
        params: { extension: 'jpg', types: 'JPG, JPEG' },
      }),
    );
    expect(await screen.findByTestId('profile-photo-error')).toHaveTextContent(
      i18n.t('errors.fileContentMismatch', { extension: 'jpg', types: 'JPG, JPEG' }),
    );
    expect(screen.getByTestId('profile-photo-error')).toHaveTextContent('JPG, JPEG');
    expect(screen.getByRole('img', { name: 'Preview of the new photo' })).toBeInTheDocument();
    expect(session.getState().userData?.photoUrl).toBeNull();
  });

  it('removes the photo after a confirmation that says what happens', async () => {
    signInSponsor(PHOTO_URL);
    const api = fakeMe();
    const user = userEvent.setup();
    renderApp('/edrocks/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your photo?' });
    expect(dialog).toHaveTextContent('Your photo will be deleted from the portal.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));

    expect(await screen.findByText('You have no photo yet.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(session.getState().userData?.photoUrl).toBeNull();
  });

  it('keeps the photo when the removal is cancelled', async () => {
    signInSponsor(PHOTO_URL);
    const api = fakeMe();
    const user = userEvent.setup();
    renderApp('/edrocks/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('img', { name: 'Photo of Laura Gómez' })).toBeInTheDocument();
  });

  it('shows a failed removal', async () => {
    signInSponsor(PHOTO_URL);
    mockApi(
      onEndpoint(PROFILE_ENDPOINTS.get, () => me),
      onEndpoint(PROFILE_ENDPOINTS.removePhoto, () =>
        errorBody(503, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable'),
      ),
    );
    const user = userEvent.setup();
    renderApp('/edrocks/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove photo' }),
    );
    expect(await screen.findByTestId('profile-photo-error')).toBeInTheDocument();
    expect(session.getState().userData?.photoUrl).toBe(PHOTO_URL);
  });
});
