// Rules of the sponsors area (PRODUCT.md, Permissions):
// - super and global admins reach every sponsor; an admin only those of their schools (others
//   are "not found"); only they create, move between schools, link accounts, (de)activate.
// - a sponsor reaches their own record only, and may change OWN_SPONSOR_FIELDS (never their birth
//   date: it decides whether they are a minor) and their parents (sponsor-parents.service.ts).
// - a student reaches no sponsor record; they get their sponsors' first name and photo
//   (getMySponsors). Parent contact data therefore only ever reaches admins and the owner.
import {
  ADULT_AGE,
  ageOn,
  getAccess,
  OWN_SPONSOR_FIELDS,
  type CreateSponsorBody,
  type Page,
  type Sponsor,
  type SponsorCardList,
  type SponsorDetails,
  type SponsorParent,
  type UpdateSponsorBody,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import { personNameIssues } from '../../lib/screening/person-name';
import type { PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import type { FileUrls } from '../../lib/files/file-urls';
import { findPlaceForRecord } from '../places/places.service';
import { findUserById } from '../users/accounts.service';
import { findParentsOfSponsors, toSponsorParent } from './sponsor-parents.repo';
import {
  findSponsorById,
  findOwnSponsor,
  findSponsorCardsOfStudent,
  insertSponsorIfFree,
  findSponsorIdWithEmail,
  isUserLinkedToSponsor,
  lockSponsor,
  findBirthdates,
  findSponsorForPairing as findSponsorRowForPairing,
  ownSponsorVisibility,
  type PairingSponsor,
  sponsorVisibility,
  toSponsor,
  updateSponsor,
  type SponsorRecord,
  type SponsorVisibility,
} from './sponsors.repo';
import { sponsorList, type SponsorListRequest } from './sponsor-list';

export interface SponsorsServiceDeps {
  db: Database;
  clock: Clock;
  /** Signs photo URLs (lib/files/file-urls.ts). */
  fileUrls: FileUrls;
}

/** Parsed list query (defaults applied by the shared schema). */
export type SponsorListInput = PageRequest & SponsorListRequest;

/** Rows to export, and the day the file is named after. */
export interface SponsorExport {
  today: string;
  rows: AsyncIterable<SponsorRecord>;
}

type CreateSponsorInput = Required<CreateSponsorBody>;
type UpdateSponsorInput = UpdateSponsorBody;

/** Coordinators (every or assigned school) manage sponsors; `own` access is the sponsor's own record. */
function canManage(auth: AuthContext): boolean {
  return auth.access === 'all' || auth.access === 'scoped';
}

function fieldError(path: string, message: string) {
  return appError('VALIDATION_ERROR', { issues: [{ path, message }] });
}

export function createSponsorsService({ db, clock, fileUrls }: SponsorsServiceDeps) {
  const photoUrl = (fileId: number | null) => fileUrls.photoUrl(fileId);

  function toDetails(row: SponsorRecord, parents: SponsorParent[]): SponsorDetails {
    return {
      ...toSponsor(row, photoUrl),
      birthdate: row.birthdate,
      isMinor:
        row.birthdate === null
          ? null
          : ageOn(row.birthdate, clock.now().toISOString().slice(0, 10)) < ADULT_AGE,
      userId: row.userId,
      updatedAt: row.updatedAt.toISOString(),
      parents,
    };
  }

  async function loadDetails(
    row: SponsorRecord,
    visibility: SponsorVisibility,
  ): Promise<SponsorDetails> {
    const parents = await findParentsOfSponsors(db, visibility, [row.id]);
    return toDetails(row, parents.map(toSponsorParent));
  }

  /** The sponsor if the caller may reach it; 404 otherwise (out of scope looks like unknown). */
  async function findVisible(auth: AuthContext, id: number, database: Database = db) {
    const row = await findSponsorById(database, sponsorVisibility(auth), id);
    if (!row) throw appError('NOT_FOUND');
    return row;
  }

  /** Whether the caller reaches the sponsor (their files, with a Bearer token). */
  async function isVisible(auth: AuthContext, id: number): Promise<boolean> {
    return (await findSponsorById(db, sponsorVisibility(auth), id)) !== undefined;
  }

  async function checkSchool(auth: AuthContext, schoolId: number): Promise<void> {
    // It exists, is enabled (a disabled school is never offered) and, for an admin, is theirs.
    const school = await findPlaceForRecord(db, auth, 'sponsors', 'school', schoolId);
    if (!school?.enabled) throw fieldError('schoolId', 'validation.chooseSchool');
  }

  /** A linked account must be an existing SPONSOR user that no other sponsor has. */
  async function checkAccount(userId: number, sponsorId?: number): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user || user.role !== 'SPONSOR') throw fieldError('userId', 'validation.invalidValue');
    if (await isUserLinkedToSponsor(db, userId, sponsorId))
      throw appError('SPONSOR_ACCOUNT_ALREADY_LINKED');
  }

  /**
   * The refusal of an e-mail another sponsor has, in words the caller may read: the seed's
   * "Email is already registered" when the caller reaches that sponsor, and neutral words when
   * it is outside their scope, so an admin learns nothing of sponsors they cannot see.
   */
  async function emailTakenError(auth: AuthContext, email: string, exceptId?: number) {
    const holder = await findSponsorIdWithEmail(db, email, exceptId);
    if (holder === undefined) return undefined;
    return (await isVisible(auth, holder))
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

  return {
    async list(auth: AuthContext, query: SponsorListInput): Promise<Page<Sponsor>> {
      return sponsorList.page(db, sponsorVisibility(auth), query, photoUrl);
    },

    /** Every row of the filtered list, in its order, read in keyset batches; and today's date. */
    exportSponsors(auth: AuthContext, query: SponsorListRequest): SponsorExport {
      return {
        today: clock.now().toISOString().slice(0, 10),
        rows: sponsorList.rows(db, sponsorVisibility(auth), query),
      };
    },

    async getSponsor(auth: AuthContext, id: number): Promise<SponsorDetails> {
      return loadDetails(await findVisible(auth, id), sponsorVisibility(auth));
    },

    /** The signed-in user's own sponsor record (a sponsor's profile); 404 when they have none. */
    async getOwn(auth: AuthContext): Promise<SponsorDetails> {
      const row = await findOwnSponsor(db, auth);
      if (!row) throw appError('NOT_FOUND');
      return loadDetails(row, ownSponsorVisibility(auth));
    },

    /** What a student may see of their sponsors: first name and photo. */
    async getMySponsors(auth: AuthContext): Promise<SponsorCardList> {
      return { items: await findSponsorCardsOfStudent(db, auth, photoUrl) };
    },

    isVisible,

    /**
     * Whether the caller may change the sponsor's photo: coordinators in scope. The photo reaches
     * the sponsor's students, so a coordinator who has looked at it sets it; the sponsor sends it
     * to them (nothing a sponsor sends reaches a child unseen).
     */
    async isPhotoEditable(auth: AuthContext, id: number): Promise<boolean> {
      if (auth.access !== 'all' && auth.access !== 'scoped') return false;
      return isVisible(auth, id);
    },

    /**
     * The sponsor's change of their own photo, refused in words; another sponsor's record stays
     * unknown to them (the owner's 404).
     */
    async refuseOwnPhotoChange(auth: AuthContext, id: number): Promise<void> {
      if (getAccess(auth.role, 'sponsors') !== 'own') return;
      if (await findSponsorById(db, ownSponsorVisibility(auth), id))
        throw appError('SPONSOR_PHOTO_BY_COORDINATOR');
    },

    async createSponsor(auth: AuthContext, input: CreateSponsorInput): Promise<SponsorDetails> {
      if (!canManage(auth)) throw appError('FORBIDDEN');
      await checkSchool(auth, input.schoolId);
      if (input.userId !== null) await checkAccount(input.userId);
      const id = await insertSponsorIfFree(db, {
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
          (await emailTakenError(auth, input.email)) ?? appError('SPONSOR_ACCOUNT_ALREADY_LINKED')
        );
      }
      return loadDetails(await findVisible(auth, id), sponsorVisibility(auth));
    },

    async updateSponsor(
      auth: AuthContext,
      id: number,
      changes: UpdateSponsorInput,
    ): Promise<SponsorDetails> {
      const current = await findVisible(auth, id);
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
        await checkSchool(auth, changes.schoolId);
      if (changes.email !== undefined && changes.email !== current.email) {
        const taken = await emailTakenError(auth, changes.email, id);
        if (taken) throw taken;
      }
      if (
        changes.userId !== undefined &&
        changes.userId !== null &&
        changes.userId !== current.userId
      )
        await checkAccount(changes.userId, id);
      if (fields.length > 0) {
        try {
          await updateSponsor(db, sponsorVisibility(auth), current, changes, clock.now());
        } catch (error) {
          throw uniqueViolationError(error);
        }
      }
      return loadDetails(await findVisible(auth, id), sponsorVisibility(auth));
    },

    /** Deactivating keeps the record and its history; only coordinators do it. */
    async setActive(auth: AuthContext, id: number, active: boolean): Promise<SponsorDetails> {
      const current = await findVisible(auth, id);
      if (!canManage(auth)) throw appError('FORBIDDEN');
      if (current.active !== active)
        await updateSponsor(db, sponsorVisibility(auth), current, { active }, clock.now());
      return loadDetails(await findVisible(auth, id), sponsorVisibility(auth));
    },
  };
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;

/**
 * Sponsorship: the sponsor to pair. A sponsor is always their own record (`sponsorId` is
 * ignored); a coordinator names one within their reach. Undefined: none there.
 */
export function findSponsorForPairing(
  db: Database,
  auth: AuthContext,
  sponsorId: number | undefined,
): Promise<PairingSponsor | undefined> {
  if (auth.role === 'SPONSOR')
    return findSponsorRowForPairing(db, ownSponsorVisibility(auth), undefined);
  if (sponsorId === undefined) return Promise.resolve(undefined);
  return findSponsorRowForPairing(db, sponsorVisibility(auth), sponsorId);
}
export type { PairingSponsor };

// For other modules that create sponsors (sign-up, import) in their own transaction, and the
// import's check of the e-mails it would add.
export {
  findRegisteredSponsorEmails,
  insertSponsorIfFree,
  insertSponsors,
  type NewSponsor,
} from './sponsors.repo';

/** What the agreements area needs of a sponsor: names, birth date (minors) and parents. */
export interface AgreementSponsor {
  id: number;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  parents: SponsorParent[];
}

/**
 * Agreements: the sponsor the caller reaches (a sponsor: their own record, `sponsorId`
 * ignored; a coordinator: the one named, within their reach), with their parents.
 */
export async function findSponsorForAgreements(
  db: Database,
  auth: AuthContext,
  sponsorId: number | undefined,
): Promise<AgreementSponsor | undefined> {
  const row =
    auth.role === 'SPONSOR'
      ? await findOwnSponsor(db, auth)
      : sponsorId === undefined
        ? undefined
        : await findSponsorById(db, sponsorVisibility(auth), sponsorId);
  if (!row) return undefined;
  const parents = await findParentsOfSponsors(db, sponsorVisibility.everyone, [row.id]);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthdate: row.birthdate,
    parents: parents.map(toSponsorParent),
  };
}

/** Whether the caller reaches the sponsor (a signed agreement's PDF). */
export async function canReachSponsor(
  db: Database,
  auth: AuthContext,
  sponsorId: number,
): Promise<boolean> {
  const visibility = auth.role === 'SPONSOR' ? ownSponsorVisibility(auth) : sponsorVisibility(auth);
  return (await findSponsorById(db, visibility, sponsorId)) !== undefined;
}

/** The sponsor's name for the system's own work (the parent's public page, a PDF). */
export async function findSponsorName(
  db: Database,
  sponsorId: number,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const row = await findSponsorById(db, sponsorVisibility.everyone, sponsorId);
  return row && { firstName: row.firstName, lastName: row.lastName };
}

/** Locks the sponsor's row (parent agreement links of one sponsor take turns). */
export async function lockSponsorRow(tx: Database, sponsorId: number): Promise<boolean> {
  return (await lockSponsor(tx, sponsorVisibility.everyone, sponsorId)) !== undefined;
}

/** The birth dates of these sponsors (null: unknown), for the agreements a minor needs. */
export async function findSponsorBirthdates(
  db: Database,
  sponsorIds: number[],
): Promise<Map<number, string | null>> {
  const rows = await findBirthdates(db, sponsorIds);
  return new Map(rows.map((row) => [row.id, row.birthdate]));
}
