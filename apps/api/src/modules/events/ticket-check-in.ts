// Checking tickets in at the door: a code typed or scanned, the events a door may be checking
// in, and how many of an event's tickets are in.
import {
  formatTicketCode,
  normalizeTicketCode,
  type CheckInEvents,
  type CheckInResult,
  type CheckInSummary,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { requireEvent } from './event-detail';
import { iso } from './event-projections';
import { checkInTicket, countCheckIns, findCheckInRecord } from './events-tickets.repo';
import { findCheckInEvents } from './events.repo';
import { isTicketCodeShape } from './ticket-code';

/** The check-in screen offers events that ended less than this long ago. */
const CHECK_IN_GRACE_MS = 24 * 60 * 60 * 1000;

export async function checkIn(
  { db, clock }: EventsContext,
  auth: AuthContext,
  typed: string,
): Promise<CheckInResult> {
  const code = normalizeTicketCode(typed);
  if (!isTicketCodeShape(code)) throw appError('TICKET_CODE_INVALID');
  const now = clock.now();
  const isCheckedIn = await checkInTicket(db, code, now, auth.userId);
  const record = await findCheckInRecord(db, code);
  if (!record) throw appError('TICKET_CODE_INVALID');
  if (!isCheckedIn) {
    if (record.orderStatus !== 'confirmed') throw appError('TICKET_NOT_VALID');
    throw appError('TICKET_ALREADY_CHECKED_IN', {
      params: { checkedInAt: iso(record.checkedInAt ?? now) },
    });
  }
  return {
    ticket: {
      code: formatTicketCode(record.code),
      eventId: record.eventId,
      eventName: record.eventName,
      eventStartsAt: iso(record.eventStartsAt),
      ticketType: record.ticketType,
      buyerName: `${record.buyerFirstName} ${record.buyerLastName}`,
      checkedInAt: iso(record.checkedInAt ?? now),
    },
  };
}

export async function checkInSummary(context: EventsContext, id: number): Promise<CheckInSummary> {
  await requireEvent(context, id);
  const counts = (await countCheckIns(context.db, [id])).get(id);
  return { eventId: id, checkedIn: counts?.checkedIn ?? 0, total: counts?.total ?? 0 };
}

export async function checkInEvents({ db, clock }: EventsContext): Promise<CheckInEvents> {
  const since = new Date(clock.now().getTime() - CHECK_IN_GRACE_MS);
  const events = await findCheckInEvents(db, since);
  const counts = await countCheckIns(
    db,
    events.map((event) => event.id),
  );
  return {
    items: events.map((event) => ({
      id: event.id,
      name: event.name,
      startsAt: iso(event.startsAt),
      endsAt: iso(event.endsAt),
      location: event.location,
      checkedIn: counts.get(event.id)?.checkedIn ?? 0,
      total: counts.get(event.id)?.total ?? 0,
    })),
  };
}
