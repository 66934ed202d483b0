// The use cases: the super admin exports a user's person or a student's or sponsor's record (in
// full), and every signed-in person exports themselves (as they may see it; the database-backed
// throttle keeps it from being hammered). Everything is read and checked before the first byte goes out
// (unknown person: 404, throttled: 429), but the e-mails and the history (counted, then read a
// page at a time as they are written) and the files' bytes (read, or for signed agreements made,
// one at a time); then the ZIP streams, and every export is recorded in the audit log.
import type { FastifyReply } from 'fastify';
import { PERSON_EXPORT_SELF_LIMIT } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { recordAccess } from '../../lib/audit/record-access';
import { appError, throttledError } from '../../lib/errors';
import { sendStreamedAnswer } from '../../lib/streamed-answer';
import { openSignaturePdf } from '../agreements/parent-agreements.service';
import { activitySections } from './activity-sections';
import { dataFileName } from './export-summary';
import {
  SECTION_NAMES,
  type ExportFile,
  type ExportView,
  type PersonExport,
  type PersonExportContext,
} from './person-export-context';
import { findFiles } from './person-records.repo';
import {
  findSponsorSubject,
  findStudentSubject,
  findUserSubject,
  recordSections,
  subjectLanguage,
  subjectName,
  type ExportSubject,
} from './record-sections';
import { traceSections } from './trace-sections';
import { writePersonZip } from './zip-writer';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'application/pdf': '.pdf',
  'video/mp4': '.mp4',
};

/**
 * The files as the ZIP writes them: uploaded files that still exist, with their extension, read
 * from the store when their turn comes; signed agreements' PDFs, made when their turn comes;
 * bytes already read as they are.
 */
async function resolveFiles(
  context: PersonExportContext,
  files: ExportFile[],
): Promise<PersonExport['files']> {
  const stored = await findFiles(
    context.db,
    files.flatMap((file) => ('fileId' in file ? [file.fileId] : [])),
  );
  const seen = new Set<string>();
  const resolved: PersonExport['files'] = [];
  for (const file of files) {
    if ('bytes' in file) {
      resolved.push(file);
    } else if ('signatureId' in file) {
      const { path, kind, signatureId } = file;
      resolved.push({ path, kind, open: () => openAgreementPdf(context, signatureId) });
    } else {
      const row = stored.get(file.fileId);
      if (!row) continue;
      const path = `${file.path}${EXTENSIONS[row.contentType] ?? ''}`;
      if (seen.has(path)) continue;
      seen.add(path);
      const { storageKey } = row;
      resolved.push({ path, kind: file.kind, open: () => context.files.openContent(storageKey) });
    }
  }
  return resolved;
}

/** A signed agreement's PDF; gone since the export began (erased): the answer fails. */
async function openAgreementPdf(context: PersonExportContext, signatureId: number) {
  const pdf = await openSignaturePdf(context.db, signatureId);
  if (!pdf) throw new Error(`signature ${signatureId} is gone`);
  return pdf;
}

export async function gatherPersonExport(
  context: PersonExportContext,
  subject: ExportSubject,
  view: ExportView,
): Promise<PersonExport> {
  const { db } = context;
  const records = await recordSections(db, subject, view);
  const ids = { sponsorId: subject.sponsor?.id ?? null, studentId: subject.student?.id ?? null };
  const [activity, traces] = await Promise.all([
    activitySections(db, ids, view),
    traceSections(db, subject, view, records.parentIds),
  ]);
  const sections = [...records.sections, ...activity.sections, ...traces].sort(
    (a, b) => SECTION_NAMES.indexOf(a.name) - SECTION_NAMES.indexOf(b.name),
  );
  return {
    personName: subjectName(subject),
    language: subjectLanguage(subject),
    view,
    generatedAt: context.clock.now(),
    sections,
    files: await resolveFiles(context, [...records.files, ...activity.files]),
  };
}

export function exportFileName(content: PersonExport): string {
  return dataFileName(content.personName, content.language, content.generatedAt);
}

function sendZip(
  context: PersonExportContext,
  reply: FastifyReply,
  content: PersonExport,
): FastifyReply {
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${exportFileName(content)}"`)
    .header('cache-control', 'no-store');
  return sendStreamedAnswer(reply, (output) => writePersonZip(output, content));
}

async function exportSubject(
  context: PersonExportContext,
  reply: FastifyReply,
  subject: ExportSubject,
  view: ExportView,
  entry: { entity: 'user' | 'student' | 'sponsor'; entityId: number },
): Promise<FastifyReply> {
  const content = await gatherPersonExport(context, subject, view);
  await recordAccess(context.db, {
    action: 'export',
    entity: entry.entity,
    entityId: entry.entityId,
    details: { export: 'person', view, files: content.files.length },
  });
  return sendZip(context, reply, content);
}

/** The super admin: a user's person, in full. */
export async function exportUser(
  context: PersonExportContext,
  _auth: AuthContext,
  userId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const subject = await findUserSubject(context.db, userId);
  if (!subject) throw appError('NOT_FOUND');
  return exportSubject(context, reply, subject, 'full', { entity: 'user', entityId: userId });
}

/** The super admin: a student's record (with its account, when it has one), in full. */
export async function exportStudent(
  context: PersonExportContext,
  _auth: AuthContext,
  studentId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const subject = await findStudentSubject(context.db, studentId);
  if (!subject) throw appError('NOT_FOUND');
  return exportSubject(context, reply, subject, 'full', {
    entity: 'student',
    entityId: studentId,
  });
}

/** The super admin: a sponsor's record (with its account, when it has one), in full. */
export async function exportSponsor(
  context: PersonExportContext,
  _auth: AuthContext,
  sponsorId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const subject = await findSponsorSubject(context.db, sponsorId);
  if (!subject) throw appError('NOT_FOUND');
  return exportSubject(context, reply, subject, 'full', {
    entity: 'sponsor',
    entityId: sponsorId,
  });
}

/** The caller's own data, as they may see it. */
export async function exportSelf(
  context: PersonExportContext,
  auth: AuthContext,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const reservation = await context.throttle.reserve([
    {
      key: `person-export:user:${auth.userId}`,
      limit: PERSON_EXPORT_SELF_LIMIT.perWindow,
      windowMs: PERSON_EXPORT_SELF_LIMIT.windowMs,
    },
  ]);
  if (!reservation.isAllowed)
    throw throttledError('TOO_MANY_PERSON_EXPORTS', reservation.retryAfterSeconds);
  const subject = await findUserSubject(context.db, auth.userId);
  if (!subject) throw appError('UNAUTHENTICATED');
  return exportSubject(context, reply, subject, 'self', { entity: 'user', entityId: auth.userId });
}
