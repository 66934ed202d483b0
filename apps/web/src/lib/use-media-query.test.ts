import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A window whose screen is `width` wide until `resize` says otherwise. */
function fakeScreen(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1]);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return matches(query);
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    listeners,
    resize(to: number) {
      width = to;
      for (const listener of listeners) listener();
    },
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says whether the query matches, and follows the window', () => {
    const screen = fakeScreen(390);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 900px)'));
    expect(result.current).toBe(false);
    act(() => screen.resize(1280));
    expect(result.current).toBe(true);
    act(() => screen.resize(600));
    expect(result.current).toBe(false);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });
});
