// A student's guardian authorisation: the guardian's prior, written permission to process the
// child's data (Colombia's Ley 1581 de 2012, art. 7), kept on file with the signed document.
// Coordinators who may edit the student record it, read it and withdraw it; sponsors, students
// and parents never reach it (the endpoints need the students area's write access, and the
// document is served to coordinators in scope only).
//
//   GET    STUDENT_PATHS.studentGuardianAuthorisation (id)                 -> guardianAuthorisationAnswerSchema
//   PUT    STUDENT_PATHS.studentGuardianAuthorisation (id) ?signedOn=YYYY-MM-DD, multipart `file`
//                                                                         -> guardianAuthorisationAnswerSchema
//   DELETE STUDENT_PATHS.studentGuardianAuthorisation (id)                 -> 204
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { BIRTHDATE_MIN } from './students-constants';
import { isCalendarDate, utcDate } from './students';

const invalidDate = fieldMessage('validation.invalidDate');

/** The day the guardian signed: a real calendar day, not in the future (the server's UTC day). */
const signedOnField = z
  .string({ error: fieldMessage('validation.required') })
  .trim()
  .min(1, { error: fieldMessage('validation.required'), abort: true })
  .refine((value) => isCalendarDate(value) && value >= BIRTHDATE_MIN, {
    error: invalidDate,
    abort: true,
  })
  .refine((value) => value <= utcDate(new Date()), {
    error: fieldMessage('validation.futureDate'),
  });

export const guardianAuthorisationQuerySchema = z.object({ signedOn: signedOnField });
export type GuardianAuthorisationQuery = z.input<typeof guardianAuthorisationQuerySchema>;

export const guardianAuthorisationSchema = z.object({
  /** `YYYY-MM-DD`: the day the guardian signed. */
  signedOn: z.string(),
  /** ISO 8601: when a coordinator recorded it. */
  recordedAt: z.string(),
  /** Who recorded it (null once that account is gone). */
  recordedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The signed document: a signed URL valid about an hour, like every file the API answers. */
  document: z.object({
    fileId: z.number().int(),
    name: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    url: z.string(),
  }),
});
export type GuardianAuthorisation = z.infer<typeof guardianAuthorisationSchema>;

/** `authorisation` is null while none is on file. */
export const guardianAuthorisationAnswerSchema = z.object({
  authorisation: guardianAuthorisationSchema.nullable(),
});
export type GuardianAuthorisationAnswer = z.infer<typeof guardianAuthorisationAnswerSchema>;
