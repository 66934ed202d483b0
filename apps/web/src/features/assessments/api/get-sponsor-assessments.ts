// GET /edrocks/api/sponsors/:id/assessments?periodId= -> one sponsor's five assessments of a
// year (the available one without `periodId`): submitted texts only, drafts without their text.
// 404 for an unknown sponsor, or one outside an admin's schools.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ASSESSMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { sponsorAssessmentsKey } from './assessment-keys';

export function getSponsorAssessments(
  sponsorId: number,
  periodId: string | undefined,
  signal?: AbortSignal,
) {
  return callEndpoint(ASSESSMENT_ENDPOINTS.ofSponsor, {
    params: { id: sponsorId },
    query: periodId ? { periodId } : {},
    signal,
  });
}

export function useSponsorAssessments(sponsorId: number, periodId: string | undefined) {
  return useQuery({
    queryKey: sponsorAssessmentsKey(sponsorId, periodId),
    queryFn: ({ signal }) => getSponsorAssessments(sponsorId, periodId, signal),
    placeholderData: keepPreviousData,
  });
}
