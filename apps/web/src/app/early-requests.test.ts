// A screen's `earlyRequests` (its manifest) are what the start-up script asks for before the
// app's code arrives; the app takes the answers only for the same addresses. Written by hand in
// the manifest, they must stay what the screen's prefetch asks for on its plain address.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { signIn } from '../test/render-app';
import { SCREENS } from './features';

const declaring = SCREENS.filter((screen) => (screen.earlyRequests ?? []).length > 0);

describe("screens' early requests", () => {
  it('are declared by the students list at least', () => {
    expect(declaring.map((screen) => screen.path)).toContain('/edrocks/students');
  });

  it.each(declaring.map((screen) => [screen.path, screen] as const))(
    '%s: are what its prefetch asks for',
    async (_path, screen) => {
      signIn({ role: 'SUPER_ADMIN' });
      const api = mockApi();
      expect(screen.prefetch).toBeDefined();
      screen.prefetch?.(new URL(screen.path, window.location.origin), 'SUPER_ADMIN');
      await waitFor(() =>
        expect(new Set(api.calls.map((call) => `${call.url.pathname}${call.url.search}`))).toEqual(
          new Set(screen.earlyRequests),
        ),
      );
    },
  );
});
