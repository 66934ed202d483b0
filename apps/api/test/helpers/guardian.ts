// A guardian's authorisation on file for a student, written straight to the database (with a
// files row standing for the signed document, whose bytes these tests never read): what the
// counters and the figures count, without the upload the endpoint tests go through.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from './test-app';
import type { DatabaseHandle } from '../../src/db/client';

export async function recordGuardianAuthorisation(
  database: DatabaseHandle,
  studentId: number,
  signedOn = '2026-01-15',
): Promise<void> {
  const key = `guardian/${randomBytes(12).toString('hex')}`;
  const [file] = await queryRows<{ id: number }>(
    database,
    sql`insert into files (storage_key, original_name, content_type, size_bytes, sha256, owner_kind, owner_id, purpose)
        values (${key}, 'authorisation.pdf', 'application/pdf', 1, ${'0'.repeat(64)}, 'guardianAuthorisation', ${studentId}, 'document')
        returning id`,
  );
  await queryRows(
    database,
    sql`insert into guardian_authorisations (student_id, signed_on, file_id, recorded_at)
        values (${studentId}, ${signedOn}, ${file!.id}, now())`,
  );
}
