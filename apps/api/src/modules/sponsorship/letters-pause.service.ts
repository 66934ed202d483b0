// Pausing the letters of one sponsorship (`letters-pause.ts`: who pauses and resumes them, and
// what the letters module and the sponsorships' answers read of a pause). This file only
// assembles those use cases.
import { bindUseCases } from '../../lib/use-cases';
import { pauseLetters, resumeLetters, type LettersPauseContext } from './letters-pause';

export { lockSponsorshipForLetters, withLettersPause } from './letters-pause';

export function createLettersPauseService(context: LettersPauseContext) {
  return bindUseCases(context, { pause: pauseLetters, resume: resumeLetters });
}

export type LettersPauseService = ReturnType<typeof createLettersPauseService>;
