// The sponsors screen's prefetch asks for what the screen draws first for each role, and the
// screen's own queries then find it in the cache (no second request).
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@portal/shared';
import { queryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/api-mock';
import { settle } from '../../../test/settle';
import { prefetchSponsorsScreen } from './prefetch-sponsors-screen';

const SCREEN = 'http://localhost/edrocks/sponsors';

/** The addresses the prefetch asks for, once `count` of them have been asked for. */
async function requestsFor(role: Role, count: number, url = SCREEN): Promise<string[]> {
  queryClient.clear();
  const api = mockApi();
  prefetchSponsorsScreen(new URL(url), role);
  await waitFor(() => expect(api.calls.length).toBe(count));
  return api.calls.map((call) => `${call.url.pathname}${call.url.search}`).sort();
}

describe("the sponsors screen's prefetch", () => {
  it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)(
    'asks an %s for the list page and the lookup lists',
    async (role) => {
      expect(await requestsFor(role, 2)).toEqual([
        '/edrocks/api/sponsors?sort=lastName&order=asc&page=1&pageSize=50',
        '/edrocks/public/lists/',
      ]);
    },
  );

  it("follows the URL's filters and page", async () => {
    expect(await requestsFor('ADMIN', 2, `${SCREEN}?active=true&page=3`)).toEqual([
      '/edrocks/api/sponsors?active=true&sort=lastName&order=asc&page=3&pageSize=50',
      '/edrocks/public/lists/',
    ]);
  });

  it('asks a sponsor for their own profile and a student for their sponsors', async () => {
    expect(await requestsFor('SPONSOR', 1)).toEqual(['/edrocks/api/sponsors/me']);
    expect(await requestsFor('STUDENT', 1)).toEqual(['/edrocks/api/sponsors/my-sponsors']);
  });

  it('asks for nothing before the role is known', async () => {
    queryClient.clear();
    const api = mockApi();
    prefetchSponsorsScreen(new URL(SCREEN), undefined);
    // A prefetch puts its query in the cache at once, before its request goes out.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await settle();
    expect(api.calls).toEqual([]);
  });
});
