import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyFormDialog } from './lazy-form-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
}

function deferredForm() {
  let arrive: (module: { default: ComponentType<Props> }) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve) => {
        arrive = resolve;
      }),
  );
  const form = ({ onClose }: Props) => (
    <div role="dialog" aria-label="New student">
      <button onClick={onClose}>Cancel</button>
    </div>
  );
  return { load, arrive: () => arrive({ default: form }) };
}

describe('a form dialog loaded on first opening', () => {
  it('loads nothing while closed, shows the dialog busy until the form arrives, then the form', async () => {
    const { load, arrive } = deferredForm();
    const FormDialog = lazyFormDialog<Props>(load);
    const onClose = vi.fn();
    const { rerender } = render(<FormDialog open={false} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    rerender(<FormDialog open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Loading…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('dialog', { name: 'New student' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Loading…' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the busy dialog be closed before the form arrives', async () => {
    const { load } = deferredForm();
    const FormDialog = lazyFormDialog<Props>(load);
    const onClose = vi.fn();
    render(<FormDialog open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Loading…' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
