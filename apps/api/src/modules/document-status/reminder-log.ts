// One reminder per person, document and day, whatever the clicks or the coordinators: each
// outstanding thing a reminder would name is recorded in document_reminders first, and the
// table's unique index lets only one request record it for the day. A request that finds
// every item of a person already recorded sends that person nothing.
import type { Language } from '@portal/shared';
import type { Database } from '../../db/client';
import { documentReminders } from '../../db/schema/index';
import type { OutstandingItem } from './reminder-mail';

/** The programme runs in Colombia: its day turns at midnight there, not in UTC. */
const REMINDER_DAY_TIME_ZONE = 'America/Bogota';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REMINDER_DAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD in the programme's time zone. */
export function reminderDay(now: Date): string {
  return dayFormat.format(now);
}

/** An outstanding thing, with the stable name of its document (`letter:2`, `photo`). */
export interface RemindedItem extends OutstandingItem {
  document: string;
}

export interface ReminderDraft {
  recipient: { kind: 'sponsor' | 'student'; id: number };
  to: string;
  language: Language;
  name: string;
  items: RemindedItem[];
}

/**
 * Records the drafts' items for `day` in `tx` and answers the drafts cut down to the items this
 * call recorded (drafts left with nothing are dropped). Rows go in one statement in a fixed
 * order, so two requests naming the same people wait for each other rather than deadlock; the
 * second sees the first's rows once it commits and records nothing.
 */
export async function claimTodaysReminders(
  tx: Database,
  context: { periodId: number; day: string; remindedBy: number },
  drafts: readonly ReminderDraft[],
): Promise<ReminderDraft[]> {
  const keyOf = (kind: string, id: number, document: string) => `${kind}:${id}:${document}`;
  const rows = drafts
    .flatMap((draft) =>
      draft.items.map((item) => ({
        periodId: context.periodId,
        recipientKind: draft.recipient.kind,
        recipientId: draft.recipient.id,
        document: item.document,
        day: context.day,
        remindedBy: context.remindedBy,
      })),
    )
    .sort((a, b) =>
      keyOf(a.recipientKind, a.recipientId, a.document).localeCompare(
        keyOf(b.recipientKind, b.recipientId, b.document),
      ),
    );
  if (rows.length === 0) return [];
  const recorded = await tx
    .insert(documentReminders)
    .values(rows)
    .onConflictDoNothing({
      target: [
        documentReminders.periodId,
        documentReminders.recipientKind,
        documentReminders.recipientId,
        documentReminders.document,
        documentReminders.day,
      ],
    })
    .returning({
      kind: documentReminders.recipientKind,
      id: documentReminders.recipientId,
      document: documentReminders.document,
    });
  const isNew = new Set(recorded.map((row) => keyOf(row.kind, row.id, row.document)));
  return drafts
    .map((draft) => ({
      ...draft,
      items: draft.items.filter((item) =>
        isNew.has(keyOf(draft.recipient.kind, draft.recipient.id, item.document)),
      ),
    }))
    .filter((draft) => draft.items.length > 0);
}
