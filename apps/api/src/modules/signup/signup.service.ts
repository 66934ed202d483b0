// Sign-up with a registration code (PRODUCT.md: "a person signing up enters the code, and joins
// that school (as a sponsor) or village (as a student)"). Everything happens in one transaction:
// the user, the sponsor or student record, the consent records and the session. The unique
// e-mail indexes decide between concurrent sign-ups with the same e-mail (409, never a 500).
// A sponsor gives their birth date (a minor then needs a parent's agreement, decision 030); the
// sign-up is their first sign-in source.
import { ageOn, SPONSOR_AGE, type AuthResponse, type SignupBody } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldMessage } from '@portal/shared';
import { appError, isAppError } from '../../lib/errors';
import { personNameIssues } from '../../lib/screening/person-name';
import type { PasswordHasher } from '../../lib/passwords';
import type { SessionTokens } from '../../lib/sessions/session-tokens';
import { signInSource } from '../../lib/sessions/sign-in-sources';
import { inFileUrlSession } from '../../lib/files/file-url-session';
import type { FileUrls } from '../../lib/files/file-urls';
import { findPlaceByRegistrationCode, lockPlaceForSignup } from '../places/places.service';
import { recordPolicyAcceptance } from '../policy/policy.service';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';
import { insertUserIfEmailFree, toUserData } from '../users/accounts.service';
import type { SignupThrottle } from './signup-throttle';

export interface SignupServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  throttle: SignupThrottle;
  /** Signs photo URLs in the user record (lib/files/file-urls.ts). */
  fileUrls: FileUrls;
}

type SignupInput = Required<Omit<SignupBody, 'confirmPassword' | 'birthdate' | 'deviceId'>> &
  Pick<SignupBody, 'birthdate' | 'deviceId'>;

/** Where the sign-up comes from: the request's address and browser. */
export interface SignupRequest {
  ip: string;
  userAgent: string;
}

function birthdateError(message: string) {
  return appError('VALIDATION_ERROR', { issues: [{ path: 'birthdate', message }] });
}

/** Refusals that count against the client address (code guessing, e-mail probing). */
const THROTTLED_CODES = new Set(['REGISTRATION_CODE_INVALID', 'EMAIL_ALREADY_REGISTERED']);

export function createSignupService({
  db,
  clock,
  passwords,
  tokens,
  throttle,
  fileUrls,
}: SignupServiceDeps) {
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

  async function register(input: SignupInput, request: SignupRequest): Promise<AuthResponse> {
    // The first name is what the other side of every letter reads: a name, nothing else.
    const nameIssues = personNameIssues(input);
    if (nameIssues.length > 0) throw appError('VALIDATION_ERROR', { issues: nameIssues });
    const { ip } = request;
    const place = await findPlaceByRegistrationCode(db, input.code);
    checkOpen(place);
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

      if (place.kind === 'school') {
        const sponsorId = await insertSponsorIfFree(tx, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: '',
          schoolId: place.id,
          birthdate,
          userId: user.id,
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
            countryId: locked.countryId,
            userId: user.id,
            status: 'active',
          },
          now,
        );
      }

      await recordPolicyAcceptance(tx, {
        userId: user.id,
        language: input.language,
        ip,
        acceptedAt: now,
      });
      const refresh = await tokens.createRefresh(tx, user.id, {
        signedInAt: now,
        source:
          user.role === 'SPONSOR'
            ? signInSource({ ...request, deviceId: input.deviceId })
            : undefined,
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
    });
  }

  return {
    /** Creates the account and its sponsor or student record, and signs the person in. */
    async signup(input: SignupInput, request: SignupRequest): Promise<AuthResponse> {
      const { ip } = request;
      await throttle.reserve(ip);
      try {
        const session = await register(input, request);
        await throttle.succeeded(ip);
        return session;
      } catch (error) {
        // Only guesses count as failures: a wrong code, or an e-mail that is taken.
        await throttle.failed(ip, isAppError(error) && THROTTLED_CODES.has(error.code));
        throw error;
      }
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
