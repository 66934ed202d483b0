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
//
// This file only assembles the use cases: one sponsorship's answer (sponsorship-answers.ts),
// pairing and ending (sponsorship-pairing.ts, place-claim.ts), the sponsorships list and export
// (sponsorship-lists.ts), the students to choose from (sponsorable-students.ts), the holds
// (sponsorship-holds.ts), the lists of who is waiting in a year (year-lists.ts) and what the
// reports area reads (sponsorship-reports.ts).
import { bindUseCases } from '../../lib/use-cases';
import { getSponsorship } from './sponsorship-answers';
import { makeSponsorshipContext, type SponsorshipServiceDeps } from './sponsorship-context';
import { getHold, placeHold, releaseHold } from './sponsorship-holds';
import { exportSponsorships, listSponsorships } from './sponsorship-lists';
import { pair, unpair } from './sponsorship-pairing';
import { answerOffer, myOffers, offerStudent } from './sponsor-offers';
import { sponsorableStudents } from './sponsorable-students';
import {
  lapsedSponsorRows,
  lapsedSponsorsPage,
  longestWaiting,
  sponsorshipReportPage,
  sponsorshipReportRows,
  villagePlaces,
  waitingStudentRows,
  waitingStudentsPage,
} from './sponsorship-reports';
import { openStudents, unpairedSponsors } from './year-lists';

export type { AgreementsGate, SponsorshipServiceDeps } from './sponsorship-context';
export type { WaitingListExport } from './year-lists';
export type {
  LapsedSponsorFilters,
  LapsedSponsorOfYear,
  SponsorshipReportFilters,
  WaitingStudentQuery,
} from './sponsorship-reports';

export function createSponsorshipService(deps: SponsorshipServiceDeps) {
  return bindUseCases(makeSponsorshipContext(deps), {
    get: getSponsorship,
    list: listSponsorships,
    exportRows: exportSponsorships,
    openStudents: openStudents.page,
    openStudentRows: openStudents.rows,
    unpairedSponsors: unpairedSponsors.page,
    unpairedSponsorRows: unpairedSponsors.rows,
    create: pair,
    end: unpair,
    sponsorable: sponsorableStudents,
    getHold,
    hold: placeHold,
    releaseHold,
    offer: offerStudent,
    offersOfMine: myOffers,
    answerOffer,
    // The reports area's sponsorship and students waiting reports (sponsorship-reports.ts).
    sponsorshipReportPage,
    sponsorshipReportRows,
    villagePlaces,
    waitingStudentsPage,
    waitingStudentRows,
    longestWaiting,
    lapsedSponsorsPage,
    lapsedSponsorRows,
  });
}

export type SponsorshipService = ReturnType<typeof createSponsorshipService>;

// For the yearly cycle (modules/year-cycle), in the caller's transaction.
export {
  carrySponsorships,
  countCarry,
  countGraduatingSponsorshipsOfYear,
  endCarriedSponsorships,
  endSponsorshipsOfLeavers,
  reopenCarriedSponsorship,
  type CarriedSponsorship,
  type CarryCount,
  type CarryYears,
} from './year-carry';
