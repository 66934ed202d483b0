// The guardian's authorisation to process a child's data (students-guardian.ts in the shared
// contracts): read, recorded with its signed document, replaced and withdrawn by coordinators who
// may edit the student (an admin: within their villages and schools; out of reach answers 404).
// The document is stored first (streamed to the file store, never whole in memory), then put
// on file with the student's row locked; a student deleted or moved out of reach meanwhile
// keeps nothing, and a replaced or withdrawn document is deleted after the change commits.
import { canWrite, getAccess, type GuardianAuthorisation } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { UPLOAD_POLICIES, discardUpload, type IncomingUpload } from '../../lib/files/upload';
import {
  deleteGuardianAuthorisation,
  findGuardianAuthorisation,
  lockStudentRowForGuardian,
  putGuardianAuthorisation,
  type GuardianAuthorisationRecord,
} from './guardian-authorisation.repo';
import { studentVisibility } from './students.repo';
import type { StudentsContext } from './students-context';
import { isStudentEditable } from './student-reading';

const DOCUMENT_PURPOSE = 'guardianAuthorisation';

function toAuthorisation(
  { files }: StudentsContext,
  row: GuardianAuthorisationRecord,
): GuardianAuthorisation {
  const recorderId = row.recordedById;
  return {
    signedOn: row.signedOn,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy:
      recorderId === null
        ? null
        : {
            id: recorderId,
            name: [row.recordedByFirstName, row.recordedByLastName].filter(Boolean).join(' '),
          },
    document: {
      fileId: row.fileId,
      name: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      url: files.urls.signedFileUrl(row.fileId),
    },
  };
}

/** Coordinators who may edit the student; everyone else, and a student out of reach: 404. */
async function requireEditable(context: StudentsContext, auth: AuthContext, id: number) {
  if (!canWrite(auth.role, 'students') || !(await isStudentEditable(context, auth, id)))
    throw appError('NOT_FOUND');
}

export async function getGuardianAuthorisation(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<{ authorisation: GuardianAuthorisation | null }> {
  await requireEditable(context, auth, id);
  const row = await findGuardianAuthorisation(context.db, id);
  return { authorisation: row ? toAuthorisation(context, row) : null };
}

export async function recordGuardianAuthorisation(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
  signedOn: string,
  upload: IncomingUpload,
): Promise<{ authorisation: GuardianAuthorisation | null }> {
  const { db, clock, files } = context;
  if (!canWrite(auth.role, 'students') || !(await isStudentEditable(context, auth, id))) {
    discardUpload(upload);
    throw appError('NOT_FOUND');
  }
  const file = await files.storeFile({
    upload,
    policy: UPLOAD_POLICIES.document,
    ownerKind: 'guardianAuthorisation',
    ownerId: id,
    purpose: DOCUMENT_PURPOSE,
    createdBy: auth.userId,
  });
  let replacedFileId: number | null;
  try {
    replacedFileId = await db.transaction(async (tx) => {
      if (!(await lockStudentRowForGuardian(tx, studentVisibility(auth), id)))
        throw appError('NOT_FOUND');
      return putGuardianAuthorisation(tx, {
        studentId: id,
        signedOn,
        fileId: file.id,
        recordedBy: auth.userId,
        now: clock.now(),
      });
    });
  } catch (error) {
    await files.deleteFile(file.id);
    throw error;
  }
  if (replacedFileId !== null) await files.deleteFile(replacedFileId);
  return getGuardianAuthorisation(context, auth, id);
}

export async function removeGuardianAuthorisation(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await requireEditable(context, auth, id);
  const removedFileId = await context.db.transaction(async (tx) => {
    if (!(await lockStudentRowForGuardian(tx, studentVisibility(auth), id)))
      throw appError('NOT_FOUND');
    return deleteGuardianAuthorisation(tx, id);
  });
  if (removedFileId === null) throw appError('NOT_FOUND');
  await context.files.deleteFile(removedFileId);
}

/**
 * Who reads the document through the files routes: coordinators who may edit the student, never
 * the student, their sponsors or parents (the paper names and identifies the guardian). The files
 * routes authenticate for their own area: the caller's reach of students is read again here.
 */
export async function canReadGuardianDocument(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<boolean> {
  const access = getAccess(auth.role, 'students');
  if (!access || !canWrite(auth.role, 'students')) return false;
  return isStudentEditable(context, { ...auth, access }, id);
}
