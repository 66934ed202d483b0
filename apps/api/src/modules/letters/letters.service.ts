// Letters: a sponsor writes letter 1 to 4 of each sponsorship and year, the student answers
// each. Writing keeps a private draft; sending screens the letter, reads the language it is
// written in, translates it when the languages differ (through the translation service when one
// is configured, or by a coordinator), and delivers it only when nothing holds it; otherwise it
// waits in the coordinators' queue, who claim it, translate it, correct its languages, deliver it
// or return it to its writer with a note. The languages are the server's (the writer's and the
// reader's accounts), never the writer's choice (docs/decisions/029).
//
// This file only assembles the use cases: writing and sending (letter-writing.ts), reading and
// the boxes (letter-reading.ts), the review decisions (letter-review.ts), the year's letters
// (year-letters.ts) and each viewer's projection of a letter (letter-projections.ts).
import type { Letter } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { createLetterProjections } from './letter-projections';
import { createLetterReading } from './letter-reading';
import { createLetterReview } from './letter-review';
import { createLetterWriting, type LetterChanges } from './letter-writing';
import type { LettersServiceDeps } from './letters-context';
import { createYearLetters } from './year-letters';

export type { LettersAgreementsGate, LettersServiceDeps } from './letters-context';
export type { LetterChanges, NewLetterInput } from './letter-writing';

export function createLettersService(deps: LettersServiceDeps) {
  const projections = createLetterProjections(deps);
  const yearLetters = createYearLetters(deps);
  const writing = createLetterWriting(deps);
  const reading = createLetterReading(deps, projections, yearLetters);
  const review = createLetterReview(deps, projections);
  return {
    ...writing,
    /** Saves (and with `send`, sends) the caller's letter; answers it as they now see it. */
    async update(auth: AuthContext, id: number, body: LetterChanges): Promise<Letter> {
      return reading.get(auth, await writing.update(auth, id, body));
    },
    ...reading,
    ...review,
    lettersOfYear: yearLetters.lettersOfYear,
    getYearLetters: yearLetters.getYearLetters,
    setYearLetters: yearLetters.setYearLetters,
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
