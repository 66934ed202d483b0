// Erasing a person: the body and the answer of POST PERSON_ERASE_PATHS.person. The same answer
// for the preview (`dryRun: true`, nothing changes) and the erasure (what was done).
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { ERASE_ITEM_KINDS, ERASE_OUTCOMES } from './person-erase-constants';
import { emailField, idParam } from './common';

export const personEraseParamsSchema = z.object({ userId: idParam });
export const studentEraseParamsSchema = z.object({ id: idParam });
export const sponsorEraseParamsSchema = z.object({ id: idParam });

export const personEraseBodySchema = z.object({
  dryRun: z.boolean({ error: fieldMessage('validation.required') }),
});
export type PersonEraseBody = z.infer<typeof personEraseBodySchema>;

export const eraseItemSchema = z.object({
  kind: z.enum(ERASE_ITEM_KINDS),
  outcome: z.enum(ERASE_OUTCOMES),
  count: z.number().int().nonnegative(),
});
export type EraseItem = z.infer<typeof eraseItemSchema>;

export const personEraseResultSchema = z.object({
  dryRun: z.boolean(),
  person: z.object({
    /** Null: a student record without an account. */
    userId: z.number().int().nullable(),
    role: z.string(),
    /** The name and e-mail before the erasure (the preview), the neutral ones after it. */
    name: z.string(),
    email: z.string(),
    sponsorId: z.number().int().nullable(),
    studentId: z.number().int().nullable(),
  }),
  /** Counts per kind of data, only the kinds the person has (count above 0). */
  items: z.array(eraseItemSchema),
});
export type PersonEraseResult = z.infer<typeof personEraseResultSchema>;

/**
 * POST PERSON_ERASE_PATHS.byEmail: someone without an account, by the e-mail they gave; trimmed
 * and compared in lower case (decision 054).
 */
export const personEraseByEmailBodySchema = z.object({
  email: emailField,
  dryRun: z.boolean({ error: fieldMessage('validation.required') }),
});
export type PersonEraseByEmailBody = z.infer<typeof personEraseByEmailBodySchema>;

/**
 * The same answer, with the full names seen with the e-mail (donors', buyers', parents' names as
 * they were typed): in the preview only, empty once erased.
 */
export const personEraseByEmailResultSchema = personEraseResultSchema.extend({
  names: z.array(z.string()),
});
export type PersonEraseByEmailResult = z.infer<typeof personEraseByEmailResultSchema>;
