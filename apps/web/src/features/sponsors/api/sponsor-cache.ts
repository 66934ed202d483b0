// After any change to a sponsor: the details (by id and "me") take the server's answer, and
// the lists refetch.
import type { QueryClient } from '@tanstack/react-query';
import type { SponsorDetails } from '@portal/shared';
import { storeRecord } from '../../../lib/record-cache';
import { mySponsorQueryKey } from './get-my-sponsor';
import { sponsorKeys } from './get-sponsors';

export async function storeSponsor(queryClient: QueryClient, sponsor: SponsorDetails) {
  const mine = queryClient.getQueryData<SponsorDetails>(mySponsorQueryKey);
  if (mine?.id === sponsor.id) queryClient.setQueryData(mySponsorQueryKey, sponsor);
  await storeRecord(queryClient, sponsorKeys, sponsor);
}

/** Refetches one sponsor (by id and "me"): for changes that answer only a part (parents). */
export async function refreshSponsor(queryClient: QueryClient, id: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sponsorKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: mySponsorQueryKey }),
  ]);
}
