// Exporting a person: the schemas of the endpoints' input (the answers are ZIP files).
import { z } from 'zod';
import { emailField, idParam } from './common';

export const personExportParamsSchema = z.object({ userId: idParam });
export const studentExportParamsSchema = z.object({ id: idParam });
export const sponsorExportParamsSchema = z.object({ id: idParam });

/** POST PERSON_EXPORT_PATHS.byEmail: trimmed and compared in lower case (decision 054). */
export const personExportByEmailBodySchema = z.object({ email: emailField });
export type PersonExportByEmailBody = z.infer<typeof personExportByEmailBodySchema>;
