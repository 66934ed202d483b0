// Registering with a code: the checks, then one transaction for the user, the sponsor or
// student record, the consent records and the first session.
import { ageOn, SPONSOR_AGE, type AuthResponse } from '@portal/shared';
import type { Database } from '../../db/client';
import { fieldMessage } from '@portal/shared';
import { appError } from '../../lib/errors';
import { personNameIssues } from '../../lib/screening/person-name';
import { signInSource } from '../../lib/sessions/sign-in-sources';
import { inFileUrlSession } from '../../lib/files/file-url-session';
import { findPlaceByRegistrationCode, lockPlaceForSignup } from '../places/places.service';
import { recordPolicyAcceptance } from '../policy/policy.service';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';
import { insertUserIfEmailFree, toUserData, type User } from '../users/accounts.service';
import type { SignupContext, SignupInput, SignupRequest } from './signup-context';

type SignupPlace = NonNullable<Awaited<ReturnType<typeof findPlaceByRegistrationCode>>>;
type LockedPlace = NonNullable<Awaited<ReturnType<typeof lockPlaceForSignup>>>;

function birthdateError(message: string) {
  return appError('VALIDATION_ERROR', { issues: [{ path: 'birthdate', message }] });
}

function checkOpen<Place extends { enabled: boolean; registrationEnabled: boolean }>(
  place: Place | undefined,
): asserts place is Place {
  // One answer for an unknown code, a disabled place and a closed registration: someone who is
  // not signed in must not learn which codes exist.
  if (!place || !place.enabled || !place.registrationEnabled) {
    throw appError('REGISTRATION_CODE_INVALID');
  }
}

/**
 * A sponsor's birth date: required (whether they are a minor decides what they may do alone),
 * and of an age a sponsor can have (outside it, a mistyped year).
 */
function checkSponsorBirthdate(birthdate: string | undefined, today: string): string {
  if (birthdate === undefined) throw birthdateError(fieldMessage('validation.required'));
  const age = ageOn(birthdate, today);
  if (age < SPONSOR_AGE.min || age > SPONSOR_AGE.max)
    throw birthdateError(fieldMessage('validation.sponsorAge', SPONSOR_AGE));
  return birthdate;
}

export async function register(
  context: SignupContext,
  input: SignupInput,
  request: SignupRequest,
): Promise<AuthResponse> {
  const { db, clock, passwords } = context;
  // The first name is what the other side of every letter reads: a name, nothing else.
  const nameIssues = personNameIssues(input);
  if (nameIssues.length > 0) throw appError('VALIDATION_ERROR', { issues: nameIssues });
  const { ip } = request;
  const place = await findPlaceByRegistrationCode(db, input.code);
  checkOpen(place);
  // The phone app is for sponsors (as its sign-in): a student's code is refused before anything
  // is written.
  if (input.mobile === true && place.kind !== 'school') {
    throw appError('REGISTRATION_CODE_SPONSORS_ONLY');
  }
  const now = clock.now();
  const birthdate =
    place.kind === 'school'
      ? checkSponsorBirthdate(input.birthdate, now.toISOString().slice(0, 10))
      : (input.birthdate ?? null);
  const passwordHash = await passwords.hash(input.password);
  return db.transaction(async (tx) => {
    // Again under a lock: a coordinator may have closed the place since the first look.
    const locked = await lockPlaceForSignup(tx, place.kind, place.id);
    checkOpen(locked);
    const user = await insertUserIfEmailFree(tx, {
      email: input.email,
      passwordHash,
      role: place.kind === 'school' ? 'SPONSOR' : 'STUDENT',
      firstName: input.firstName,
      lastName: input.lastName,
      phone: '',
      language: input.language,
      active: true,
    });
    if (!user) throw appError('EMAIL_ALREADY_REGISTERED');

    await insertMemberRecord(
      tx,
      { place, countryId: locked.countryId, userId: user.id },
      input,
      birthdate,
      now,
    );

    await recordPolicyAcceptance(tx, {
      userId: user.id,
      language: input.language,
      ip,
      acceptedAt: now,
    });
    return openSession(context, tx, user, { ...request, deviceId: input.deviceId }, now);
  });
}

/** The sponsor record of a school's code, or the student record of a village's. */
async function insertMemberRecord(
  tx: Database,
  {
    place,
    countryId,
    userId,
  }: {
    place: SignupPlace;
    countryId: LockedPlace['countryId'];
    userId: number;
  },
  input: SignupInput,
  birthdate: string | null,
  now: Date,
): Promise<void> {
  if (place.kind === 'school') {
    const sponsorId = await insertSponsorIfFree(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: '',
      schoolId: place.id,
      birthdate,
      userId,
    });
    // A coordinator already recorded a sponsor with this e-mail: they link the account.
    if (sponsorId === undefined) throw appError('EMAIL_ALREADY_REGISTERED');
  } else {
    // Gender and grade stay empty (and the birth date, when not given): the village
    // coordinator completes them.
    await insertStudent(
      tx,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        birthdate,
        villageId: place.id,
        countryId,
        userId,
        status: 'active',
      },
      now,
    );
  }
}

/** The new account's first session, written in the sign-up's transaction. */
async function openSession(
  { tokens, fileUrls }: SignupContext,
  tx: Database,
  user: User,
  source: SignupRequest & { deviceId?: string | undefined },
  now: Date,
): Promise<AuthResponse> {
  const refresh = await tokens.createRefresh(tx, user.id, {
    signedInAt: now,
    source: user.role === 'SPONSOR' ? signInSource(source) : undefined,
  });
  return {
    access: tokens.signAccess({
      userId: user.id,
      role: user.role,
      sessionId: refresh.familyId,
    }),
    refresh: refresh.token,
    data: inFileUrlSession(refresh.familyId, () => toUserData(user, fileUrls)),
  };
}
