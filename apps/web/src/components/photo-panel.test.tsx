import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@portal/shared';
import { PhotoPanel, isAcceptablePhoto, type PhotoPanelLabels } from './photo-panel';

const LABELS: PhotoPanelLabels = {
  alt: 'Photo of Ana',
  upload: 'Upload photo',
  replace: 'Replace photo',
  remove: 'Remove photo',
  removeTitle: 'Remove the photo?',
  removeDescription: 'The photo of Ana will be deleted.',
  wrongFile: 'Choose a JPEG',
};

function jpeg(name = 'a.jpg', size = 10, type = 'image/jpeg') {
  return new File([new Uint8Array(size)], name, { type });
}

describe('photo panel', () => {
  it('accepts JPEGs within the limit only', () => {
    expect(isAcceptablePhoto(jpeg())).toBe(true);
    expect(isAcceptablePhoto(jpeg('a.JPEG', 10, ''))).toBe(true);
    expect(isAcceptablePhoto(jpeg('a.png', 10, 'image/png'))).toBe(false);
    expect(
      isAcceptablePhoto({ name: 'big.jpg', type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 }),
    ).toBe(false);
    expect(isAcceptablePhoto(jpeg('empty.jpg', 0))).toBe(false);
  });

  it('uploads a chosen JPEG, refuses anything else, and removes after a confirmation', async () => {
    const onUpload = vi.fn(() => Promise.resolve());
    const onRemove = vi.fn(() => Promise.resolve());
    const onRejectFile = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const { rerender } = render(
      <PhotoPanel
        photoUrl={null}
        initials="AG"
        labels={LABELS}
        canEdit
        onUpload={onUpload}
        onRemove={onRemove}
        onRejectFile={onRejectFile}
      />,
    );
    expect(screen.getByText('AG')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    const input = screen.getByTestId('photo-input');
    await user.upload(input, jpeg('notes.png', 10, 'image/png'));
    expect(onRejectFile).toHaveBeenCalledWith('Choose a JPEG');
    expect(onUpload).not.toHaveBeenCalled();
    await user.upload(input, jpeg());
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));

    rerender(
      <PhotoPanel
        photoUrl="/edrocks/api/files/1?exp=1&sig=x"
        initials="AG"
        labels={LABELS}
        canEdit
        onUpload={onUpload}
        onRemove={onRemove}
        onRejectFile={onRejectFile}
      />,
    );
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the photo?' });
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1));
  });

  it('shows no controls to someone who may not change the photo', () => {
    render(
      <PhotoPanel
        photoUrl={null}
        initials="AG"
        labels={LABELS}
        canEdit={false}
        onUpload={vi.fn()}
        onRemove={vi.fn()}
        onRejectFile={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
