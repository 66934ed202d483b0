// What the sponsors screen shows first, asked for while its code loads (its manifest's
// prefetch). The screen draws one of three by role (sponsors-view.ts), so the request depends on
// it too.
import type { Role } from '@portal/shared';
import { readListApiQuery } from '../../../components/data-table';
import { listsQueryOptions } from '../../../lib/get-lists';
import { queryClient } from '../../../lib/query-client';
import { mySponsorQueryOptions } from './get-my-sponsor';
import { mySponsorsQueryOptions } from './get-my-sponsors';
import { SPONSORS_LIST, sponsorsQueryOptions } from './get-sponsors';
import { sponsorsViewOf } from '../sponsors-view';

/**
 * An admin's list page for this URL and the lookup lists, a sponsor's own profile, a student's
 * sponsors; nothing before the role is known.
 */
export function prefetchSponsorsScreen(url: URL, role: Role | undefined): void {
  if (!role) return;
  const view = sponsorsViewOf(role);
  if (view === 'mySponsors') {
    void queryClient.prefetchQuery(mySponsorsQueryOptions());
  } else if (view === 'ownProfile') {
    void queryClient.prefetchQuery(mySponsorQueryOptions());
  } else {
    void queryClient.prefetchQuery(
      sponsorsQueryOptions(readListApiQuery(url.searchParams, SPONSORS_LIST)),
    );
    void queryClient.prefetchQuery(listsQueryOptions());
  }
}
