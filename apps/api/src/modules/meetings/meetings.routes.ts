// /edrocks/api/meetings (coordinators) and /edrocks/api/attendance (sponsors); from the contracts
// in packages/shared/src/schemas/meetings-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { ATTENDANCE_ENDPOINTS, MEETING_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { readUpload } from '../../lib/files/upload';
import type { MeetingsService } from './meetings.service';

export function meetingsRoutes(app: FastifyInstance, meetings: MeetingsService): void {
  endpointRoute(app, ENDPOINTS.list, ({ auth, query }) => meetings.list(auth, query));
  endpointRoute(app, ENDPOINTS.schedule, ({ auth, query }) => meetings.schedule(auth, query));
  endpointRoute(app, ENDPOINTS.saveSchedule, ({ auth, body }) => meetings.saveSchedule(auth, body));
  endpointRoute(app, ENDPOINTS.get, ({ auth, params }) => meetings.get(auth, params.id));
  endpointRoute(app, ENDPOINTS.update, ({ auth, params, body }) =>
    meetings.update(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.remove, ({ auth, params }) => meetings.remove(auth, params.id));
  endpointRoute(app, ENDPOINTS.regenerateCode, ({ auth, params }) =>
    meetings.regenerateCode(auth, params.id),
  );
  endpointRoute(app, ENDPOINTS.attendance, ({ auth, params, query }) =>
    meetings.attendance(auth, params.id, query),
  );
  endpointRoute(app, ENDPOINTS.markAttendance, ({ auth, params, body }) =>
    meetings.markAttendance(auth, params.id, params.sponsorId, body.reason),
  );
  endpointRoute(app, ENDPOINTS.unmarkAttendance, ({ auth, params }) =>
    meetings.unmarkAttendance(auth, params.id, params.sponsorId),
  );
  endpointRoute(app, ENDPOINTS.addFile, async ({ auth, params, request }) =>
    meetings.addFile(auth, params.id, await readUpload(request)),
  );
  endpointRoute(app, ENDPOINTS.removeFile, ({ auth, params }) =>
    meetings.removeFile(auth, params.id, params.fileId),
  );

  endpointRoute(app, ATTENDANCE_ENDPOINTS.mine, ({ auth }) => meetings.mine(auth));
  endpointRoute(app, ATTENDANCE_ENDPOINTS.enterCode, ({ auth, body, request }) =>
    meetings.enterCode(auth, body.code, request.ip),
  );
}
