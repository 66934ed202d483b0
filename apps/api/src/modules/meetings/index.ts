// The leadership curriculum's meetings (`app.meetings`): each school's ten meetings of a year,
// their attendance codes and materials, and who attended them.
import { definePortalModule } from '../../platform';
import { meetingsRoutes } from './meetings.routes';
import { createMeetingsService, type MeetingsService } from './meetings.service';

declare module 'fastify' {
  interface FastifyInstance {
    meetings: MeetingsService;
  }
}

export const meetingsModule = definePortalModule(
  'meetings',
  async (app, platform) => {
    const meetings = createMeetingsService({ ...platform, periods: app.periods });
    app.decorate('meetings', meetings);
    // A meeting's materials: read by whoever reaches the meeting; changed only through its own
    // routes (add, remove), never the files routes.
    platform.files.owners.register('meeting', {
      canRead: (auth, meetingId) => meetings.canReadMaterials(auth, meetingId),
      canWrite: async () => false,
    });
    meetingsRoutes(app, meetings);
  },
  // Years from periods; schools (and an admin's reach of them) from places.
  { dependencies: ['periods', 'places'] },
);
