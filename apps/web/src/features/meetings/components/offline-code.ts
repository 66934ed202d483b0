// An attendance code entered in the phone app without a connection: kept in the outbox
// (lib/offline/outbox.ts, decision 050) and sent when the connection returns; the answer (the
// meeting recorded, or the code refused) is said then (app/offline-senders.ts).
import { enterAttendanceCode } from '../api/enter-attendance-code';
import { queueEntry } from '../../../lib/offline/outbox';

export const ATTENDANCE_CODE_KIND = 'attendanceCode';

export interface QueuedCode {
  code: string;
}

export function queueCode(userId: number, code: string): Promise<void> {
  return queueEntry<QueuedCode>(userId, ATTENDANCE_CODE_KIND, code, { code });
}

export function sendQueuedCode(payload: unknown) {
  const code = (payload as Partial<QueuedCode> | null)?.code;
  if (typeof code !== 'string') return Promise.resolve(null);
  return enterAttendanceCode(code);
}
