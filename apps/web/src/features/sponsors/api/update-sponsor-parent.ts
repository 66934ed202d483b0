// PATCH /edrocks/api/sponsors/:id/parents/:parentId {the fields that change} -> the parent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sponsorParentPath,
  type SponsorParent,
  type UpdateSponsorParentBody,
} from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { refreshSponsor } from './sponsor-cache';

export function updateSponsorParent(
  sponsorId: number,
  parentId: number,
  body: UpdateSponsorParentBody,
): Promise<SponsorParent> {
  return apiRequest<SponsorParent>(sponsorParentPath(sponsorId, parentId), {
    method: 'PATCH',
    body,
  });
}

export function useUpdateSponsorParent(sponsorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, body }: { parentId: number; body: UpdateSponsorParentBody }) =>
      updateSponsorParent(sponsorId, parentId, body),
    onSuccess: () => refreshSponsor(queryClient, sponsorId),
  });
}
