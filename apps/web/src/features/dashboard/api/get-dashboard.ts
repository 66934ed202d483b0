// GET /edrocks/api/dashboard -> the signed-in user's figures: the programme's (coordinators, in
// their reach) or their own year's (a sponsor, a student).
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_ENDPOINTS } from '@portal/shared';
import { recordKeys } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export const DASHBOARD_KEY = recordKeys('dashboard').own('figures');

export function useDashboardFigures() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => callEndpoint(DASHBOARD_ENDPOINTS.get, { signal }),
  });
}
