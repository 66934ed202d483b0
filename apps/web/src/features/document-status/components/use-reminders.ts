// The coordinator's reminders from the document status grid: the rows selected on this page, who
// a reminder for them reaches, the confirmation and the sending, with what the server did.
import { useState } from 'react';
import {
  REMINDED_CELL_STATES,
  type DocumentCellState,
  type DocumentStatusRow,
} from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSendReminders } from '../api/send-reminders';
import { useDocumentStatusTranslation } from '../i18n';

const NO_SELECTION: ReadonlySet<number> = new Set();

/** What a reminder names: what the person can do (not what waits for a coordinator). */
function isReminded(state: DocumentCellState): boolean {
  return REMINDED_CELL_STATES.includes(state);
}

/** Who a reminder for these rows reaches: sponsors with something of their own to do, and (at
 * most) the students of rows whose answers are missing or late, as the server decides. */
export function reminderReach(rows: DocumentStatusRow[]) {
  let sponsors = 0;
  let students = 0;
  let skipped = 0;
  for (const row of rows) {
    const sponsorCells = [
      ...row.agreements.map((cell) => cell.state),
      row.parentAgreement,
      row.photo,
      ...row.sent,
    ];
    const hasOwn = sponsorCells.some(isReminded);
    const hasAnswers = row.answered.some(isReminded);
    if (hasOwn) sponsors += 1;
    if (hasAnswers) students += row.students.length;
    if (!hasOwn && !hasAnswers) skipped += 1;
  }
  return { sponsors, students, skipped, people: sponsors + students };
}

export type ReminderReach = ReturnType<typeof reminderReach>;

export function useReminders({
  pageKey,
  rows,
  year,
}: {
  /** The page the selection was made on: another page, search or filter starts over. */
  pageKey: string;
  rows: DocumentStatusRow[] | undefined;
  year: { id: number } | null;
}) {
  const { t } = useDocumentStatusTranslation();
  const format = useFormat();
  const send = useSendReminders();
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: pageKey,
    ids: NO_SELECTION,
  });
  const selected = selection.key === pageKey ? selection.ids : NO_SELECTION;
  const selectedRows = (rows ?? []).filter((row) => selected.has(row.sponsor.id));
  const reach = reminderReach(selectedRows);
  const [isConfirming, setConfirming] = useState(false);

  function askToRemind() {
    if (reach.people === 0) {
      notify.info(t('documentStatus.reminders.nothing'));
      return;
    }
    setConfirming(true);
  }

  async function remind() {
    if (!year) return;
    try {
      const result = await send.mutateAsync({
        periodId: year.id,
        sponsorIds: selectedRows.map((row) => row.sponsor.id),
      });
      const already = format.number(result.alreadyRemindedToday);
      // One reminder per person and document a day (the server's rule): say so rather than
      // "0 queued" when everyone selected already had theirs today.
      if (result.queued === 0 && result.alreadyRemindedToday > 0) {
        notify.info(t('documentStatus.reminders.allSentToday'));
      } else {
        const done =
          result.skipped > 0
            ? t('documentStatus.reminders.doneSkipped', {
                queued: format.number(result.queued),
                skipped: format.number(result.skipped),
              })
            : t('documentStatus.reminders.done', { count: result.queued });
        notify.success(
          result.alreadyRemindedToday > 0
            ? `${done} ${t('documentStatus.reminders.sentToday', { already })}`
            : done,
        );
      }
      setSelection({ key: pageKey, ids: NO_SELECTION });
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setConfirming(false);
    }
  }

  return {
    selected,
    selectedCount: selectedRows.length,
    select: (ids: ReadonlySet<number>) => setSelection({ key: pageKey, ids }),
    reach,
    isConfirming,
    askToRemind,
    remind,
    cancelRemind: () => setConfirming(false),
    isSending: send.isPending,
  };
}
