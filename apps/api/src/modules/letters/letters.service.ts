// Letters: a sponsor writes letter 1 to 4 of each sponsorship and year, the student answers
// each. Writing keeps a private draft; sending screens the letter, reads the language it is
// written in, translates it when the languages differ (through the translation service when one
// is configured, or by a coordinator), and delivers it only when nothing holds it; otherwise it
// waits in the coordinators' queue, who claim it, translate it, correct its languages, deliver it
// or return it to its writer with a note. The languages are the server's (the writer's and the
// reader's accounts), never the writer's choice (docs/decisions/029).
//
// This file only assembles the use cases: writing and sending (letter-writing.ts), reading and
// the boxes (letter-reading.ts, the list in letter-list.ts), a writer's overview of the year
// (letter-overview.ts), the review decisions and queue (letter-review.ts, review-queue-list.ts),
// the coordinators' figures (letter-figures.ts, letter-sent-counts.ts), the year's letters
// (year-letters.ts), each viewer's projection of a letter (letter-projections.ts) and the letters
// due on a day for the push reminders (letters-due-reminders.ts).
import { bindUseCases } from '../../lib/use-cases';
import { coordinatorFigures, foldPastDays, pendingByLetter } from './letter-figures';
import { overview } from './letter-overview';
import { sentByLetter, sentByMonth } from './letter-sent-counts';
import { canRead, exportRows, get, list, markRead } from './letter-reading';
import {
  claim,
  deliver,
  release,
  returnToWriter,
  reviewQueue,
  setLanguages,
  translate,
} from './letter-review';
import { create, remove, update, uploadAttachment } from './letter-writing';
import type { LettersServiceDeps } from './letters-context';
import { sponsorLettersDueOn } from './letters-due-reminders';
import { getYearLetters, lettersOfYear, setYearLetters } from './year-letters';

export type { LettersAgreementsGate, LettersServiceDeps } from './letters-context';
export type { LetterChanges, NewLetterInput } from './letter-writing';

export function createLettersService(deps: LettersServiceDeps) {
  return bindUseCases(deps, {
    create,
    update,
    remove,
    uploadAttachment,
    get,
    markRead,
    list,
    overview,
    coordinatorFigures,
    pendingByLetter,
    foldPastDays,
    sentByLetter,
    sentByMonth,
    exportRows,
    canRead,
    reviewQueue,
    claim,
    release,
    translate,
    setLanguages,
    deliver,
    returnToWriter,
    lettersOfYear,
    getYearLetters,
    setYearLetters,
    sponsorLettersDueOn,
  });
}

export type LettersService = ReturnType<typeof createLettersService>;
