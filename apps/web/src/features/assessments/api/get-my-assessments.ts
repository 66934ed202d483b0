// GET /edrocks/api/assessments/mine -> the signed-in sponsor's five assessments of the available
// year (`year: null` and no parts when no year is available).
import { useQuery } from '@tanstack/react-query';
import { ASSESSMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MY_ASSESSMENTS_KEY } from './assessment-keys';

export function getMyAssessments(signal?: AbortSignal) {
  return callEndpoint(ASSESSMENT_ENDPOINTS.mine, { signal });
}

export function useMyAssessments(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: MY_ASSESSMENTS_KEY,
    queryFn: ({ signal }) => getMyAssessments(signal),
    enabled: options.enabled ?? true,
  });
}
