// The demo's guardian authorisations: most students have their guardian's signed form on file
// (a one-page PDF, in both languages), recorded by the programme's coordinator; a few do not, so
// that the students list's "missing" filter and the student page's warning have something to show.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../client';
import type { FileStore } from '../../lib/files/file-store';
import { files, guardianAuthorisations, students, users } from '../schema/index';

/** Students left without an authorisation on file (their provider ids). */
export const DEMO_STUDENTS_WITHOUT_GUARDIAN_AUTHORISATION = ['DEMO-005', 'DEMO-013', 'DEMO-020'];

const DAY = 24 * 60 * 60 * 1000;

/** A one-page PDF saying what the paper is, in Spanish and English (the demo's stand-in scan). */
export function guardianFormPdf(studentName: string): Buffer {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, '');
  const lines = [
    'Autorizacion del acudiente para el tratamiento de datos (Ley 1581 de 2012)',
    "Guardian's authorisation to process the child's data",
    `Estudiante / Student: ${ascii(studentName)}`,
    'Documento de demostracion / Demo document',
  ];
  const text = lines.map((line, index) => `BT /F1 12 Tf 50 ${760 - index * 24} Td (${line}) Tj ET`);
  const content = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function seedDemoGuardianAuthorisations(
  db: Database,
  now: Date,
  store?: FileStore,
): Promise<void> {
  if (!store) return;
  const [coordinator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.org'));
  const pending = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .leftJoin(guardianAuthorisations, eq(guardianAuthorisations.studentId, students.id))
    .where(
      and(
        isNull(guardianAuthorisations.studentId),
        notInArray(students.externalId, DEMO_STUDENTS_WITHOUT_GUARDIAN_AUTHORISATION),
      ),
    );
  for (const [index, student] of pending.entries()) {
    const data = guardianFormPdf(`${student.firstName} ${student.lastName}`);
    const stored = await store.put(Readable.from([data]));
    const [file] = await db
      .insert(files)
      .values({
        storageKey: stored.key,
        originalName: 'autorizacion-acudiente.pdf',
        contentType: 'application/pdf',
        sizeBytes: stored.size,
        sha256: createHash('sha256').update(data).digest('hex'),
        ownerKind: 'guardianAuthorisation',
        ownerId: student.id,
        purpose: 'guardianAuthorisation',
        createdBy: coordinator?.id ?? null,
      })
      .returning({ id: files.id });
    const signedOn = new Date(now.getTime() - (60 + index * 7) * DAY).toISOString().slice(0, 10);
    await db.insert(guardianAuthorisations).values({
      studentId: student.id,
      signedOn,
      fileId: file!.id,
      recordedBy: coordinator?.id ?? null,
      recordedAt: new Date(now.getTime() - (58 + index * 7) * DAY),
    });
  }
}
