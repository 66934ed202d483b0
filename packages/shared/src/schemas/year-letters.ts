// The four letters of a school year as coordinators set them (Years screen): each one's title and
// theme in English and in Spanish, and its due dates. A reader's overview (letters.ts) gives the
// title and theme in the reader's language.
//
//   GET    LETTER_PATHS.yearLetters(id)                                       -> yearLettersSchema
//   PUT    LETTER_PATHS.yearLetters(id)         yearLettersBodySchema         -> yearLettersSchema
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { idParam, optionalText, requiredText } from './common';
import {
  LETTER_THEME_MAX_LENGTH,
  LETTER_TITLE_MAX_LENGTH,
  LETTERS_PER_YEAR,
} from './letters-constants';
import { periodDate } from './periods';

const invalid = fieldMessage('validation.invalidValue');

/** Which of the year's letters (1 to 4). */
export const letterNumber = z
  .number({
    error: (issue) => (issue.input === undefined ? fieldMessage('validation.required') : invalid),
  })
  .int({ error: invalid })
  .min(1, { error: invalid })
  .max(LETTERS_PER_YEAR, { error: invalid });

/** One of the four letters of a year (the lookup list "letters"). */
export const yearLetterSchema = z.object({
  number: z.number().int(),
  /** In English; a reader's overview gives them in the reader's language (see letterSlotSchema). */
  title: z.string(),
  theme: z.string(),
  /** In Spanish ('' until a coordinator writes them: readers then get the English ones). */
  titleEs: z.string(),
  themeEs: z.string(),
  /** `YYYY-MM-DD`: the sponsor's letter is due. */
  dueDate: z.string().nullable(),
  /** `YYYY-MM-DD`: the student's answer is due. */
  answerDueDate: z.string().nullable(),
});
export type YearLetter = z.infer<typeof yearLetterSchema>;

export const yearLettersSchema = z.object({
  periodId: z.number().int(),
  /** False while the year still uses the programme's default titles and dates. */
  customised: z.boolean(),
  letters: z.array(yearLetterSchema),
});
export type YearLetters = z.infer<typeof yearLettersSchema>;

const yearLetterBodySchema = z.object({
  number: letterNumber,
  title: requiredText(LETTER_TITLE_MAX_LENGTH),
  theme: requiredText(LETTER_THEME_MAX_LENGTH),
  /** The Spanish title and theme; empty: Spanish readers read the English ones. */
  titleEs: optionalText(LETTER_TITLE_MAX_LENGTH).default(''),
  themeEs: optionalText(LETTER_THEME_MAX_LENGTH).default(''),
  dueDate: periodDate.nullable(),
  answerDueDate: periodDate.nullable(),
});

/** PUT LETTER_PATHS.yearLetters(id): the four letters of a year, each once. */
export const yearLettersBodySchema = z.object({
  letters: z
    .array(yearLetterBodySchema, { error: invalid })
    .length(LETTERS_PER_YEAR, { error: invalid })
    .refine(
      (letters) => new Set(letters.map((letter) => letter.number)).size === LETTERS_PER_YEAR,
      { error: invalid },
    )
    .refine(
      (letters) =>
        letters.every(
          (letter) =>
            letter.dueDate === null ||
            letter.answerDueDate === null ||
            letter.answerDueDate >= letter.dueDate,
        ),
      { error: fieldMessage('validation.answerDueBeforeDue') },
    ),
});
export type YearLettersBody = z.input<typeof yearLettersBodySchema>;

export const yearLettersParamsSchema = z.object({ id: idParam });
