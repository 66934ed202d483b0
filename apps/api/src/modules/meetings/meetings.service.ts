// Meetings (`app.meetings`): a school's ten meetings of a year, scheduled in one step (prefilled
// from the previous year's dates a year later) and edited one at a time, each with its
// attendance code and materials; who attended, by code or marked by hand with a reason; and the
// sponsor's side: their school's meetings of the available year, and entering a code.
//
// Rules held by the database: one meeting per school, year and number, one code per meeting
// (meetings_code_unique, a collision draws again), one attendance per meeting and sponsor (the
// primary key: a second use of a code, or two at once, is refused there). Each use case is its
// own file; this binds them to the area's context (meetings-context.ts).
import { bindUseCases } from '../../lib/use-cases';
import { enterCode, mine } from './attendance-check-in';
import { attendance } from './attendance-list';
import { markAttendance, unmarkAttendance } from './attendance-marking';
import { get, regenerateCode, remove, update } from './meeting-editing';
import { list } from './meeting-list';
import { addFile, canReadMaterials, removeFile } from './meeting-materials';
import { saveSchedule, schedule } from './meeting-scheduling';
import { sponsorsOfMeetingsStarting } from './meeting-reminders';
import { makeMeetingsContext, type MeetingsServiceDeps } from './meetings-context';

export type { MeetingsServiceDeps } from './meetings-context';
export type { MeetingChangesInput } from './meeting-editing';
export type { ScheduledMeetingInput } from './meeting-scheduling';

export function createMeetingsService(deps: MeetingsServiceDeps) {
  return bindUseCases(makeMeetingsContext(deps), {
    // Coordinators
    list,
    schedule,
    saveSchedule,
    get,
    update,
    remove,
    regenerateCode,
    attendance,
    markAttendance,
    unmarkAttendance,
    addFile,
    removeFile,
    canReadMaterials,
    // Sponsors
    mine,
    enterCode,
    // The push reminders (modules/push)
    sponsorsOfMeetingsStarting,
  });
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;

// For the demo's meetings.
export { generateAttendanceCode } from './attendance-code';
