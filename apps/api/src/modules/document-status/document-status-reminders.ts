// Reminders from the grid: one e-mail per person through the mail queue in their language, the
// sponsors' own outstanding things to each selected sponsor and the late answers to each of their
// students, at most once per person, document and day (reminder-log.ts).
import {
  REMINDED_CELL_STATES,
  sponsorshipDueDates,
  type DocumentCellState,
  type DocumentStatusRemindersBody,
  type Language,
  type RemindersQueued,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { buildRows, columnsOf, filtersOf, type BuiltRow } from './document-status-cells';
import type { DocumentStatusContext } from './document-status-context';
import { documentStatusVisibility, findDocumentStatusRows } from './document-status.repo';
import { buildReminderMail, reminderTexts } from './reminder-mail';
import {
  claimTodaysReminders,
  reminderDay,
  type RemindedItem,
  type ReminderDraft,
} from './reminder-log';
import { isPast, type YearContext } from './year-facts';

const isReminded = (state: DocumentCellState) => REMINDED_CELL_STATES.includes(state);

/** The sponsor's own outstanding things, in words, for the reminder. */
function sponsorItems(context: YearContext, built: BuiltRow, language: Language) {
  const texts = reminderTexts(language);
  const columns = columnsOf(context, language);
  const items: RemindedItem[] = [];
  built.row.agreements.forEach((cell, index) => {
    if (!isReminded(cell.state)) return;
    const column = columns.agreements[index]!;
    items.push({
      text: texts.agreement(column.title),
      isLate: false,
      document: `agreement:${column.key}`,
    });
  });
  if (isReminded(built.row.parentAgreement))
    items.push({ text: texts.parentAgreement, isLate: false, document: 'parent-agreement' });
  if (isReminded(built.row.photo))
    items.push({ text: texts.photo, isLate: false, document: 'photo' });
  built.row.sent.forEach((state, index) => {
    if (state !== 'late') return;
    const letter = context.letters.letters.find((item) => item.number === index + 1);
    items.push({
      text: texts.letter(index + 1, letter?.dueDate ?? null),
      isLate: true,
      document: `letter:${index + 1}`,
    });
  });
  return items;
}

/** The letters a sponsorship's student has not answered past their answer's due date. */
function lateAnswers(
  context: YearContext,
  item: BuiltRow,
  sponsorship: BuiltRow['sponsorships'][number],
): number[] {
  return context.lateAnswered.filter((number) => {
    if (item.written.has(`${sponsorship.id}:student:${number}`)) return false;
    const letter = context.letters.letters.find((slot) => slot.number === number);
    const start = sponsorship.startedAt.toISOString().slice(0, 10);
    return letter !== undefined
      ? isPast(sponsorshipDueDates(letter, start).answerDueDate, context.today)
      : false;
  });
}

/**
 * Adds the late answers of the row's students to their drafts (each student once, however many
 * of the selected sponsors they answer); answers whether the row's sponsor has any.
 */
function addStudentItems(
  context: YearContext,
  item: BuiltRow,
  students: Map<number, ReminderDraft>,
): boolean {
  let hasLateAnswers = false;
  for (const sponsorship of item.sponsorships) {
    if (!sponsorship.studentEmail) continue;
    const late = lateAnswers(context, item, sponsorship);
    if (late.length === 0) continue;
    hasLateAnswers = true;
    const entry = students.get(sponsorship.studentId) ?? {
      recipient: { kind: 'student' as const, id: sponsorship.studentId },
      to: sponsorship.studentEmail,
      language: (sponsorship.studentLanguage ?? 'es-CO') as Language,
      name: sponsorship.studentFirstName,
      items: [],
    };
    const texts = reminderTexts(entry.language);
    for (const number of late) {
      const letter = context.letters.letters.find((slot) => slot.number === number);
      entry.items.push({
        text: texts.answer(number, item.record.firstName, letter?.answerDueDate ?? null),
        isLate: true,
        document: `answer:${number}:${item.record.id}`,
      });
    }
    students.set(sponsorship.studentId, entry);
  }
  return hasLateAnswers;
}

/** The reminders of the selected rows, sponsors first, and which sponsors they concern. */
function draftsOf(context: YearContext, built: BuiltRow[]) {
  const drafts: ReminderDraft[] = [];
  const reminded = new Set<number>();
  const students = new Map<number, ReminderDraft>();
  for (const item of built) {
    const language = (item.record.language ?? 'en-US') as Language;
    const items = sponsorItems(context, item, language);
    if (items.length > 0) {
      reminded.add(item.record.id);
      drafts.push({
        recipient: { kind: 'sponsor', id: item.record.id },
        to: item.record.email,
        language,
        name: item.record.firstName,
        items,
      });
    }
    if (addStudentItems(context, item, students)) reminded.add(item.record.id);
  }
  drafts.push(...students.values());
  return { drafts, reminded };
}

export async function sendReminders(
  { db, clock, config, mailer, yearContext }: DocumentStatusContext,
  auth: AuthContext,
  body: DocumentStatusRemindersBody,
): Promise<RemindersQueued> {
  const context = await yearContext(body.periodId);
  if (!context) throw appError('NOT_FOUND');
  const { year } = context;
  const sponsorIds = [...new Set(body.sponsorIds)];
  const records = await findDocumentStatusRows(
    db,
    documentStatusVisibility(auth),
    filtersOf(context, {}),
    sponsorIds,
  );
  const { drafts, reminded } = draftsOf(context, await buildRows(db, context, records));
  const link = `${config.publicUrl}/`;
  const due = await db.transaction(async (tx) => {
    const claimed = await claimTodaysReminders(
      tx,
      { periodId: year.id, day: reminderDay(clock.now()), remindedBy: auth.userId },
      drafts,
    );
    for (const draft of claimed) {
      await mailer.send(
        { ...buildReminderMail({ ...draft, yearName: year.name, link }), kind: 'reminder' },
        tx,
      );
    }
    return claimed;
  });
  return {
    queued: due.length,
    skipped: sponsorIds.length - reminded.size,
    alreadyRemindedToday: drafts.length - due.length,
  };
}
