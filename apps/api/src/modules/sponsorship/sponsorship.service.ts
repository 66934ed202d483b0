// Sponsorship: pairing a sponsor and a student in the available year, ending it, the sponsor's
// holds, the students a sponsor may choose, and the coordinators' lists of who is still waiting
// in a year (students with room for a sponsor, sponsors without a student). The limit of
// sponsors per student holds under concurrency (also across API processes) because every pairing
// and hold of a student first locks the student's row, then counts; unique indexes refuse a
// second current pairing of the same two and a second hold of a sponsor. A sponsor pairs only
// with every required agreement accepted; coordinators may pair without (paper forms exist).
// Every answer names its student and sponsor as the caller may see them (lib/projections.ts): a
// sponsor reads their students' first names, and chooses among students by first name, photo,
// age, grade, gender and village.
import {
  ageOn,
  MAX_SPONSORS_PER_STUDENT,
  SPONSORSHIP_HOLD_MINUTES,
  utcDate,
  type CreateSponsorshipBody,
  type Hold,
  type OpenStudent,
  type OpenStudentSortField,
  type Page,
  type Period,
  type SponsorableStudent,
  type Sponsorship,
  type SponsorshipEndReason,
  type UnpairedSponsor,
  type UnpairedSponsorSortField,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import type { FileUrls } from '../../lib/files/file-urls';
import { inBatches } from '../../lib/export';
import { readPage, type PageRequest } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { studentNameFor, viewerOf } from '../../lib/projections';
import type { AuthContext } from '../../lib/auth-context';
import { findYear, lockAvailableYear, type PeriodsService } from '../periods/periods.service';
import { findSponsorForPairing } from '../sponsors/sponsors.service';
import { lockStudentForPairing } from '../students/students.service';
import { students } from '../../db/schema/index';
import { checkHoldsFromAddress, holdAddressKey } from './hold-address-limit';
import { withLettersPause } from './letters-pause.service';
import { sponsorshipOf } from './sponsorship-projection';
import {
  countOpenStudents,
  countSponsorable,
  countSponsorships,
  countTakenPlaces,
  countUnpairedSponsors,
  deleteHold,
  endSponsorship,
  findLiveHold,
  findOpenStudentBatch,
  findOpenStudentPage,
  findSponsorablePage,
  findSponsorship,
  findSponsorshipBatch,
  findSponsorshipPage,
  findUnpairedSponsorBatch,
  findUnpairedSponsorPage,
  hasCurrentSponsorship,
  insertSponsorship,
  openStudentSortKeys,
  openStudentVisibility,
  sponsorableSortKeys,
  sponsorshipSortKeys,
  sponsorshipVisibility,
  unpairedSponsorSortKeys,
  unpairedSponsorVisibility,
  upsertHold,
  type OpenStudentRecord,
  type SponsorableFilters,
  type SponsorableRecord,
  type SponsorshipFilters,
  type SponsorshipRecord,
  type UnpairedSponsorRecord,
} from './sponsorship.repo';
import { isLimitedToFirstNames, namesOf, type SponsorshipExportRow } from './sponsorship-people';

/** What sponsorship asks of the agreements area: the gate a sponsor passes to pair themselves. */
export interface AgreementsGate {
  /**
   * The required agreements the sponsor has not accepted at their current version (and the
   * parent agreement, for a sponsor under 18 on the year's start date).
   */
  missingSponsorAgreements(
    db: Database,
    sponsorId: number,
    yearStart: string,
  ): Promise<Array<{ key: string }>>;
  /** The same for a page of sponsors at once: sponsor id -> keys of what is missing. */
  missingForSponsors(sponsorIds: number[], yearStart: string): Promise<Map<number, string[]>>;
}

export interface SponsorshipServiceDeps {
  db: Database;
  clock: Clock;
  fileUrls: Pick<FileUrls, 'photoUrl'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: AgreementsGate;
}

const HOLD_MS = SPONSORSHIP_HOLD_MINUTES * 60 * 1000;

/** A list's answer when there is no year to read it in. */
function emptyPage<Item>(pageSize: number): Page<Item> {
  return {
    items: [],
    total: 0,
    totalKind: 'exact',
    page: 1,
    pageSize,
    next: null,
    previous: null,
  };
}

/** A "who is waiting" list's search, filters and order; the year is resolved by the service. */
interface WaitingListFilters<Sort extends string> {
  sort: Sort;
  order: 'asc' | 'desc';
  periodId?: number | undefined;
  q?: string | undefined;
  schoolId?: number | undefined;
}

/** The students' list also filters by village. */
type OpenStudentsFilters = WaitingListFilters<OpenStudentSortField> & {
  villageId?: number | undefined;
};
type UnpairedSponsorsFilters = WaitingListFilters<UnpairedSponsorSortField>;

/** An export of a "who is waiting" list: the year's name (a column) and the rows. */
export interface WaitingListExport<Row> {
  yearName: string;
  rows: AsyncIterable<Row>;
}

export function createSponsorshipService({
  db,
  clock,
  fileUrls,
  periods,
  agreements,
}: SponsorshipServiceDeps) {
  const photoUrl = (fileId: number | null) => fileUrls.photoUrl(fileId);
  const toSponsorship = (auth: AuthContext, row: SponsorshipRecord) =>
    sponsorshipOf(auth, row, photoUrl);

  function toSponsorable(
    auth: AuthContext,
    row: SponsorableRecord,
    today: string,
  ): SponsorableStudent {
    // Not theirs yet: a sponsor sees a student to choose as they see their own students.
    const name = studentNameFor(viewerOf(auth, null), row);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: name?.lastName ?? null,
      age: row.birthdate ? ageOn(row.birthdate, today) : null,
      grade: row.grade,
      gender: row.gender,
      village: { id: row.villageId, name: row.villageName },
      photoUrl: photoUrl(row.photoFileId),
      sponsorCount: row.sponsorCount,
    };
  }

  function toOpenStudent(row: OpenStudentRecord): OpenStudent {
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: `${row.firstName} ${row.lastName}`,
      photoUrl: photoUrl(row.photoFileId),
      grade: row.grade,
      village: { id: row.villageId, name: row.villageName },
      school: row.schoolId === null ? null : { id: row.schoolId, name: row.schoolName ?? '' },
      sponsorCount: row.sponsorCount,
    };
  }

  function toUnpairedSponsor(row: UnpairedSponsorRecord): UnpairedSponsor {
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: `${row.firstName} ${row.lastName}`,
      photoUrl: photoUrl(row.photoFileId),
      email: row.email,
      school: { id: row.schoolId, name: row.schoolName },
      since: row.createdAt.toISOString(),
    };
  }

  /**
   * The year a list reads: the one asked for (404 when there is none such), or the available
   * year; undefined when none is available.
   */
  async function yearToRead(periodId: number | undefined): Promise<Period | undefined> {
    if (periodId === undefined) return periods.findAvailable();
    const year = await findYear(db, periodId);
    if (!year) throw appError('NOT_FOUND');
    return year;
  }

  function openStudentQuery(year: Period, query: OpenStudentsFilters) {
    return {
      periodId: year.id,
      now: clock.now(),
      q: query.q,
      schoolId: query.schoolId,
      villageId: query.villageId,
      sort: query.sort,
      order: query.order,
    };
  }

  function unpairedSponsorQuery(year: Period, query: UnpairedSponsorsFilters) {
    return {
      periodId: year.id,
      q: query.q,
      schoolId: query.schoolId,
      sort: query.sort,
      order: query.order,
    };
  }

  async function getVisible(auth: AuthContext, id: number, tx: Database = db) {
    const row = await findSponsorship(tx, sponsorshipVisibility(auth), id);
    const sponsorship = row && toSponsorship(auth, row);
    if (!sponsorship) throw appError('NOT_FOUND');
    const [item] = await withLettersPause(db, auth, await withMissingAgreements([sponsorship]));
    return item!;
  }

  /** Each sponsorship with what its sponsor has not signed for its year. */
  async function withMissingAgreements(items: Sponsorship[]): Promise<Sponsorship[]> {
    const byYear = new Map<number, Sponsorship[]>();
    for (const item of items)
      byYear.set(item.periodId, [...(byYear.get(item.periodId) ?? []), item]);
    const missing = new Map<number, Map<number, string[]>>();
    for (const [periodId, ofYear] of byYear) {
      const year = await findYear(db, periodId);
      if (!year) continue;
      const sponsorIds = [...new Set(ofYear.map((item) => item.sponsor.id))];
      missing.set(periodId, await agreements.missingForSponsors(sponsorIds, year.startDate));
    }
    return items.map((item) => ({
      ...item,
      missingAgreements: missing.get(item.periodId)?.get(item.sponsor.id) ?? [],
    }));
  }

  /** The caller's own sponsor record (a sponsor); 404 when their account has none. */
  async function ownSponsor(auth: AuthContext, tx: Database = db) {
    const sponsor = await findSponsorForPairing(tx, auth, undefined);
    if (!sponsor) throw appError('NOT_FOUND');
    return sponsor;
  }

  /**
   * The checks every pairing and hold share, in one transaction, in this order: the available
   * year (share-locked: an activation waits), the sponsor, the student (row-locked: pairings of
   * one student take turns), a second pairing of the same two, then the places left.
   */
  async function claimPlace(tx: Database, auth: AuthContext, body: CreateSponsorshipBody) {
    const year = await lockAvailableYear(tx);
    if (!year) throw appError('NO_AVAILABLE_YEAR');
    const isSponsor = auth.role === 'SPONSOR';
    const sponsor = await findSponsorForPairing(tx, auth, body.sponsorId);
    if (!sponsor) throw appError('NOT_FOUND');
    if (!sponsor.active) throw appError('SPONSOR_INACTIVE');
    // A sponsor may choose any student the rules allow; a coordinator those in their reach.
    const student = await lockStudentForPairing(tx, isSponsor ? 'any' : auth, body.studentId);
    if (!student) throw appError('NOT_FOUND');
    if (student.status !== 'active' || !student.villageEnabled) {
      throw appError('STUDENT_NOT_SPONSORABLE');
    }
    if (await hasCurrentSponsorship(tx, year.id, student.id, sponsor.id)) {
      throw appError('ALREADY_SPONSORED');
    }
    const now = clock.now();
    const taken = await countTakenPlaces(tx, year.id, student.id, now, sponsor.id);
    if (taken >= MAX_SPONSORS_PER_STUDENT) {
      throw appError('STUDENT_FULL', { params: { num: MAX_SPONSORS_PER_STUDENT } });
    }
    return { year, sponsor, student, now };
  }

  /** The unique indexes' refusals, as the answers the screens explain. */
  function explainPairingFailure(error: unknown): never {
    if (isUniqueViolation(error, 'sponsorships_current_unique'))
      throw appError('ALREADY_SPONSORED');
    throw error;
  }

  return {
    /** One sponsorship as the caller sees it (404 out of reach). */
    get: (auth: AuthContext, id: number) => getVisible(auth, id),

    async list(
      auth: AuthContext,
      query: Omit<SponsorshipFilters, 'periodId'> & { periodId?: number | undefined } & PageRequest,
    ): Promise<Page<Sponsorship>> {
      const periodId = query.periodId ?? (await periods.findAvailable())?.id;
      if (periodId === undefined) return emptyPage(query.pageSize);
      const filters = { ...query, periodId, isLimitedToFirstNames: isLimitedToFirstNames(auth) };
      const visibility = sponsorshipVisibility(auth);
      const page = await readPage({
        request: query,
        keys: sponsorshipSortKeys(query.sort, filters.isLimitedToFirstNames),
        readRows: (window) => findSponsorshipPage(db, visibility, filters, window),
        countTotal: () => countSponsorships(db, visibility, filters),
        toItem: (row) => toSponsorship(auth, row),
      });
      const items = await withMissingAgreements(page.items.filter((item) => item !== null));
      return { ...page, items: await withLettersPause(db, auth, items) };
    },

    /**
     * The year's students with room for a sponsor (fewer than the maximum of current
     * sponsorships plus live holds) whom the caller may pair; none for a sponsor.
     */
    async openStudents(
      auth: AuthContext,
      query: OpenStudentsFilters & PageRequest,
    ): Promise<Page<OpenStudent>> {
      const year = await yearToRead(query.periodId);
      if (!year) return emptyPage(query.pageSize);
      const filters = openStudentQuery(year, query);
      const visibility = openStudentVisibility(auth);
      return readPage({
        request: query,
        keys: openStudentSortKeys(query.sort),
        readRows: (window) => findOpenStudentPage(db, visibility, filters, window),
        countTotal: () => countOpenStudents(db, visibility, filters),
        toItem: toOpenStudent,
      });
    },

    /** Every row of the filtered students' list, in its order, read in keyset batches. */
    async openStudentRows(
      auth: AuthContext,
      query: OpenStudentsFilters,
    ): Promise<WaitingListExport<OpenStudentRecord>> {
      const year = await yearToRead(query.periodId);
      if (!year) return { yearName: '', rows: inBatches(() => Promise.resolve([])) };
      const filters = openStudentQuery(year, query);
      const visibility = openStudentVisibility(auth);
      return {
        yearName: year.name,
        rows: inBatches((after, limit) =>
          findOpenStudentBatch(db, visibility, filters, after, limit),
        ),
      };
    },

    /** The year's active sponsors without a current sponsorship whom the caller may pair. */
    async unpairedSponsors(
      auth: AuthContext,
      query: UnpairedSponsorsFilters & PageRequest,
    ): Promise<Page<UnpairedSponsor>> {
      const year = await yearToRead(query.periodId);
      if (!year) return emptyPage(query.pageSize);
      const filters = unpairedSponsorQuery(year, query);
      const visibility = unpairedSponsorVisibility(auth);
      return readPage({
        request: query,
        keys: unpairedSponsorSortKeys(query.sort),
        readRows: (window) => findUnpairedSponsorPage(db, visibility, filters, window),
        countTotal: () => countUnpairedSponsors(db, visibility, filters),
        toItem: toUnpairedSponsor,
      });
    },

    /** Every row of the filtered sponsors' list, in its order, read in keyset batches. */
    async unpairedSponsorRows(
      auth: AuthContext,
      query: UnpairedSponsorsFilters,
    ): Promise<WaitingListExport<UnpairedSponsorRecord>> {
      const year = await yearToRead(query.periodId);
      if (!year) return { yearName: '', rows: inBatches(() => Promise.resolve([])) };
      const filters = unpairedSponsorQuery(year, query);
      const visibility = unpairedSponsorVisibility(auth);
      return {
        yearName: year.name,
        rows: inBatches((after, limit) =>
          findUnpairedSponsorBatch(db, visibility, filters, after, limit),
        ),
      };
    },

    /**
     * Every row of the filtered list, in its order, read in keyset batches, each with its
     * student and sponsor named as the caller may see them.
     */
    async exportRows(
      auth: AuthContext,
      query: Omit<SponsorshipFilters, 'periodId'> & { periodId?: number | undefined },
    ): Promise<AsyncIterable<SponsorshipExportRow>> {
      const periodId = query.periodId ?? (await periods.findAvailable())?.id ?? 0;
      const filters = { ...query, periodId, isLimitedToFirstNames: isLimitedToFirstNames(auth) };
      const visibility = sponsorshipVisibility(auth);
      const records = inBatches((after: SponsorshipRecord | undefined, limit) =>
        findSponsorshipBatch(db, visibility, filters, after, limit),
      );
      return (async function* named() {
        for await (const record of records) {
          const names = namesOf(auth, record);
          if (names) yield { record, ...names };
        }
      })();
    },

    /**
     * Pairs in the available year. A sponsor pairs themselves (their hold on the student, if any,
     * becomes the sponsorship) and only with every required agreement accepted.
     */
    async create(auth: AuthContext, body: CreateSponsorshipBody): Promise<Sponsorship> {
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const { year, sponsor, student, now } = await claimPlace(tx, auth, body);
          if (auth.role === 'SPONSOR') {
            const missing = await agreements.missingSponsorAgreements(
              tx,
              sponsor.id,
              year.startDate,
            );
            if (missing.length > 0) {
              throw appError('AGREEMENTS_REQUIRED', {
                params: { missing: missing.map((agreement) => agreement.key).join(',') },
              });
            }
            await deleteHold(tx, sponsor.id, year.id);
          }
          return insertSponsorship(tx, {
            periodId: year.id,
            studentId: student.id,
            sponsorId: sponsor.id,
            createdBy: auth.userId,
            now,
          });
        });
      } catch (error) {
        explainPairingFailure(error);
      }
      return getVisible(auth, id);
    },

    /**
     * Ends a current sponsorship: the record stays, with when and why. Coordinators give the
     * reason; a sponsor ends only their own, and that is always "declined".
     */
    async end(auth: AuthContext, id: number, reason: SponsorshipEndReason): Promise<Sponsorship> {
      const endReason = auth.role === 'SPONSOR' ? 'declined' : reason;
      await db.transaction(async (tx) => {
        const current = await findSponsorship(tx, sponsorshipVisibility(auth), id);
        if (!current) throw appError('NOT_FOUND');
        if (!(await endSponsorship(tx, id, endReason, auth.userId, clock.now()))) {
          throw appError('SPONSORSHIP_ENDED');
        }
      });
      return getVisible(auth, id);
    },

    async sponsorable(
      auth: AuthContext,
      filters: SponsorableFilters & PageRequest,
    ): Promise<Page<SponsorableStudent>> {
      const year = await periods.findAvailable();
      if (!year) throw appError('NO_AVAILABLE_YEAR');
      const isSponsor = auth.role === 'SPONSOR';
      const sponsor = isSponsor ? await ownSponsor(auth) : undefined;
      // A deactivated sponsor chooses no child: they see none.
      if (sponsor && !sponsor.active) throw appError('SPONSOR_INACTIVE');
      const now = clock.now();
      const today = utcDate(now);
      const isLimited = isLimitedToFirstNames(auth);
      const query = {
        isLimitedToFirstNames: isLimited,
        periodId: year.id,
        now,
        today,
        sponsorId: sponsor?.id ?? null,
        reach: isSponsor
          ? undefined
          : scopeCondition(auth, 'students', {
              village: students.villageId,
              school: students.schoolId,
            }),
        // Only coordinators see full students (the pairing dialog's "3 of 3").
        filters: { ...filters, full: isSponsor ? false : filters.full },
      };
      return readPage({
        request: filters,
        keys: sponsorableSortKeys(isLimited),
        readRows: (window) => findSponsorablePage(db, query, window),
        countTotal: () => countSponsorable(db, query),
        toItem: (row) => toSponsorable(auth, row, today),
      });
    },

    /** The caller's live hold; coordinators have none. */
    async getHold(auth: AuthContext): Promise<{ hold: Hold | null }> {
      const year = await periods.findAvailable();
      const sponsor = await findSponsorForPairing(db, auth, undefined);
      if (!year || !sponsor) return { hold: null };
      const hold = await findLiveHold(db, sponsor.id, year.id, clock.now());
      return { hold: hold ? { ...hold, expiresAt: hold.expiresAt.toISOString() } : null };
    },

    /**
     * Holds the student for the sponsor while they sign; replaces their previous hold. A
     * coordinator has no sponsor record to hold for (404). Live holds from one address are
     * capped (hold-address-limit.ts).
     */
    async hold(auth: AuthContext, studentId: number, ip: string): Promise<Hold> {
      const placedFrom = holdAddressKey(ip);
      try {
        return await db.transaction(async (tx) => {
          const { year, sponsor, student, now } = await claimPlace(tx, auth, { studentId });
          await checkHoldsFromAddress(tx, { placedFrom, sponsorId: sponsor.id, now });
          const expiresAt = new Date(now.getTime() + HOLD_MS);
          await upsertHold(tx, {
            sponsorId: sponsor.id,
            periodId: year.id,
            studentId: student.id,
            expiresAt,
            placedFrom,
          });
          const held = await findLiveHold(tx, sponsor.id, year.id, now);
          if (!held) throw appError('NOT_FOUND');
          return { ...held, expiresAt: held.expiresAt.toISOString() };
        });
      } catch (error) {
        explainPairingFailure(error);
      }
    },

    async releaseHold(auth: AuthContext): Promise<void> {
      const year = await periods.findAvailable();
      const sponsor = await findSponsorForPairing(db, auth, undefined);
      if (year && sponsor) await deleteHold(db, sponsor.id, year.id);
    },
  };
}

export type SponsorshipService = ReturnType<typeof createSponsorshipService>;
