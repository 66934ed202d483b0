// The dashboard's service: the coordinators' figures or a participant's own year, by role.
import type { Dashboard } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { bindUseCases } from '../../lib/use-cases';
import { coordinatorDashboard } from './coordinator-dashboard';
import type { DashboardContext } from './dashboard-context';
import { participantDashboard } from './participant-dashboard';

function dashboardOf(context: DashboardContext, auth: AuthContext): Promise<Dashboard> {
  return auth.role === 'SPONSOR' || auth.role === 'STUDENT'
    ? participantDashboard(context, auth)
    : coordinatorDashboard(context, auth);
}

export function createDashboardService(context: DashboardContext) {
  return bindUseCases(context, { get: dashboardOf });
}

export type DashboardService = ReturnType<typeof createDashboardService>;
