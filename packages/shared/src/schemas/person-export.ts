// Exporting a person: the schemas of the endpoints' input (the answers are ZIP files).
import { z } from 'zod';
import { idParam } from './common';

export const personExportParamsSchema = z.object({ userId: idParam });
export const studentExportParamsSchema = z.object({ id: idParam });
