import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMenuIcons } from '../../lib/menu-icons';
import { MenuEntryIcon } from './menu-entry-icon';

const PATH = 'M2 2h20v20H2z';

describe('menu entry icon', () => {
  it('draws a loaded icon at once, as a plain svg hidden from screen readers', async () => {
    const icon = vi.fn(() => Promise.resolve({ default: PATH }));
    await loadMenuIcons([icon, icon]);
    const { container } = render(<MenuEntryIcon icon={icon} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path')).toHaveAttribute('d', PATH);
    expect(icon).toHaveBeenCalledTimes(1);
  });

  it('keeps the square empty until an icon not loaded yet arrives', async () => {
    const icon = () => Promise.resolve({ default: PATH });
    const { container } = render(<MenuEntryIcon icon={icon} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '24');
    expect(container.querySelector('path')).toBeNull();
    await waitFor(() => expect(container.querySelector('path')).toHaveAttribute('d', PATH));
  });

  it('asks again for an icon that failed to load', async () => {
    const icon = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: PATH });
    await loadMenuIcons([icon]);
    const { container } = render(<MenuEntryIcon icon={icon} />);
    await waitFor(() => expect(container.querySelector('path')).toHaveAttribute('d', PATH));
    expect(icon).toHaveBeenCalledTimes(2);
  });
});
