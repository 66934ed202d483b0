import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appUpdate } from '../../lib/offline/update-store';
import UpdatePrompt from './update-prompt';

describe('the new version prompt', () => {
  it('shows once a new version waits, and lets it take over on "Reload"', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();

    const takeOver = vi.fn(() => Promise.resolve());
    act(() => appUpdate.offer(takeOver));
    const prompt = await screen.findByTestId('update-prompt');
    expect(prompt).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(takeOver).toHaveBeenCalledTimes(1);
  });
});
