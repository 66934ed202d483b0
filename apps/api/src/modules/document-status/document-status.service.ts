// The document status grid (`app.documentStatus`): for a year, each sponsor's required
// agreements, parent agreement, profile photo and the four letters each way, cell by cell
// (done, missing, to check, late, not due yet, not needed), a page at a time; its export; and
// reminders, one e-mail per person through the mail queue in their language. Each use case is its
// own file; this binds them to the area's context (document-status-context.ts).
import {
  formatMessage,
  type DocumentCellState,
  type Language,
  type LetterStatus,
} from '@portal/shared';
import { bindUseCases } from '../../lib/use-cases';
import {
  makeDocumentStatusContext,
  type DocumentStatusServiceDeps,
} from './document-status-context';
import { exportRows, list } from './document-status-grid';
import { sendReminders } from './document-status-reminders';
import { WRITTEN_STATUSES } from './document-status.repo';

export type { DocumentStatusServiceDeps } from './document-status-context';
/** What counts as a written letter, for other areas that ask the same question (e-mail audiences). */
/** Which published agreement versions' signatures count (the e-mail audiences ask the same). */
export { currentVersionIds as countingAgreementVersionIds } from './year-facts';
export const LETTER_WRITTEN_STATUSES: readonly LetterStatus[] = WRITTEN_STATUSES;

/** A cell's state in words, for the export. */
function cellWords(language: Language, state: DocumentCellState): string {
  return formatMessage(language, `documentCellStates.${state}`);
}

export function createDocumentStatusService(deps: DocumentStatusServiceDeps) {
  return {
    ...bindUseCases(makeDocumentStatusContext(deps), { list, exportRows, sendReminders }),
    cellWords,
  };
}

export type DocumentStatusService = ReturnType<typeof createDocumentStatusService>;
