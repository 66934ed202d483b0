// Changing sponsors: creating one, changing one (a sponsor only OWN_SPONSOR_FIELDS of their own
// record, never their birth date: it decides whether they are a minor) and (de)activating one.
// Only coordinators create, move between schools, link accounts and (de)activate.
import {
  OWN_SPONSOR_FIELDS,
  type CreateSponsorBody,
  type SponsorDetails,
  type UpdateSponsorBody,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import { personNameIssues } from '../../lib/screening/person-name';
import { findPlaceForRecord } from '../places/places.service';
import { findUserById } from '../users/accounts.service';
import { isVisible } from './sponsor-reading';
import { canManage, findVisible, loadDetails, type SponsorsContext } from './sponsors-context';
import {
  findSponsorIdWithEmail,
  insertSponsorIfFree,
  isUserLinkedToSponsor,
  sponsorVisibility,
  updateSponsor as updateSponsorRow,
  type SponsorRecord,
} from './sponsors.repo';

type CreateSponsorInput = Required<CreateSponsorBody>;
type UpdateSponsorInput = UpdateSponsorBody;

function fieldError(path: string, message: string) {
  return appError('VALIDATION_ERROR', { issues: [{ path, message }] });
}

async function checkSchool(
  { db }: SponsorsContext,
  auth: AuthContext,
  schoolId: number,
): Promise<void> {
  // It exists, is enabled (a disabled school is never offered) and, for an admin, is theirs.
  const school = await findPlaceForRecord(db, auth, 'sponsors', 'school', schoolId);
  if (!school?.enabled) throw fieldError('schoolId', 'validation.chooseSchool');
}

/** A linked account must be an existing SPONSOR user that no other sponsor has. */
async function checkAccount(
  { db }: SponsorsContext,
  userId: number,
  sponsorId?: number,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'SPONSOR') throw fieldError('userId', 'validation.invalidValue');
  if (await isUserLinkedToSponsor(db, userId, sponsorId))
    throw appError('SPONSOR_ACCOUNT_ALREADY_LINKED');
}

/**
 * The refusal of an e-mail another sponsor has, in words the caller may read: the seed's "Email
 * is already registered" when the caller reaches that sponsor, and neutral words when it is
 * outside their scope, so an admin learns nothing of sponsors they cannot see.
 */
async function emailTakenError(
  context: SponsorsContext,
  auth: AuthContext,
  email: string,
  exceptId?: number,
) {
  const holder = await findSponsorIdWithEmail(context.db, email, exceptId);
  if (holder === undefined) return undefined;
  return (await isVisible(context, auth, holder))
    ? appError('EMAIL_ALREADY_REGISTERED')
    : appError('SPONSOR_EMAIL_UNAVAILABLE');
}

function uniqueViolationError(error: unknown) {
  if (isUniqueViolation(error, 'sponsors_email_lower_unique'))
    return appError('SPONSOR_EMAIL_UNAVAILABLE');
  if (isUniqueViolation(error, 'sponsors_user_unique'))
    return appError('SPONSOR_ACCOUNT_ALREADY_LINKED');
  return error;
}

export async function createSponsor(
  context: SponsorsContext,
  auth: AuthContext,
  input: CreateSponsorInput,
): Promise<SponsorDetails> {
  if (!canManage(auth)) throw appError('FORBIDDEN');
  await checkSchool(context, auth, input.schoolId);
  if (input.userId !== null) await checkAccount(context, input.userId);
  const id = await insertSponsorIfFree(context.db, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    schoolId: input.schoolId,
    birthdate: input.birthdate,
    userId: input.userId,
  });
  if (id === undefined) {
    // A unique index refused it (possibly a concurrent request): say which.
    throw (
      (await emailTakenError(context, auth, input.email)) ??
      appError('SPONSOR_ACCOUNT_ALREADY_LINKED')
    );
  }
  return loadDetails(context, await findVisible(context.db, auth, id), sponsorVisibility(auth));
}

/** What the caller may change, and that the school, e-mail and account are still free to take. */
async function checkChanges(
  context: SponsorsContext,
  auth: AuthContext,
  current: SponsorRecord,
  changes: UpdateSponsorInput,
): Promise<void> {
  const fields = Object.keys(changes) as Array<keyof UpdateSponsorInput>;
  const ownFields: readonly string[] = OWN_SPONSOR_FIELDS;
  if (!canManage(auth) && fields.some((field) => !ownFields.includes(field)))
    throw appError('FORBIDDEN');
  // A sponsor's first name is what their students read on every letter: a name, nothing else.
  if (!canManage(auth)) {
    const nameIssues = personNameIssues(changes);
    if (nameIssues.length > 0) throw appError('VALIDATION_ERROR', { issues: nameIssues });
  }
  if (changes.schoolId !== undefined && changes.schoolId !== current.schoolId)
    await checkSchool(context, auth, changes.schoolId);
  if (changes.email !== undefined && changes.email !== current.email) {
    const taken = await emailTakenError(context, auth, changes.email, current.id);
    if (taken) throw taken;
  }
  if (changes.userId !== undefined && changes.userId !== null && changes.userId !== current.userId)
    await checkAccount(context, changes.userId, current.id);
}

export async function updateSponsor(
  context: SponsorsContext,
  auth: AuthContext,
  id: number,
  changes: UpdateSponsorInput,
): Promise<SponsorDetails> {
  const { db, clock } = context;
  const current = await findVisible(db, auth, id);
  await checkChanges(context, auth, current, changes);
  if (Object.keys(changes).length > 0) {
    try {
      await updateSponsorRow(db, sponsorVisibility(auth), current, changes, clock.now());
    } catch (error) {
      throw uniqueViolationError(error);
    }
  }
  return loadDetails(context, await findVisible(db, auth, id), sponsorVisibility(auth));
}

/** Deactivating keeps the record and its history; only coordinators do it. */
export async function setActive(
  context: SponsorsContext,
  auth: AuthContext,
  id: number,
  active: boolean,
): Promise<SponsorDetails> {
  const { db, clock } = context;
  const current = await findVisible(db, auth, id);
  if (!canManage(auth)) throw appError('FORBIDDEN');
  if (current.active !== active)
    await updateSponsorRow(db, sponsorVisibility(auth), current, { active }, clock.now());
  return loadDetails(context, await findVisible(db, auth, id), sponsorVisibility(auth));
}
