// A sponsor's home: one card per current student, put together from the areas that own each part
// (the students list as the sponsor sees it: first name, photo, age, village; the letters
// overview: letters each way, the last one sent and the next one due; the donation pages:
// progress and the public link). Only students of the sponsor's letters overview get a card, so
// a card never shows more than that screen and the students screen already do.
import {
  PAGE_SIZE_MAX,
  studentListQuerySchema,
  type LetterOverview,
  type PartnerLetters,
  type SponsoredStudent,
  type SponsorStudentCard,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { DashboardContext } from './dashboard-context';
import type { SponsorFigures } from './sponsor-figures';

type OverviewSponsorship = LetterOverview['sponsorships'][number];

/** The latest `sentAt` of the sponsor's letters of the sponsorship (ISO strings sort by time). */
function lastSentAt(sponsorship: OverviewSponsorship): string | null {
  const sent = sponsorship.letters
    .map((slot) => slot.mine?.sentAt ?? null)
    .filter((at): at is string => at !== null)
    .sort();
  return sent.at(-1) ?? null;
}

async function sponsoredStudents(
  context: DashboardContext,
  auth: AuthContext,
): Promise<Map<number, SponsoredStudent>> {
  const page = await context.students.list(
    auth,
    studentListQuerySchema.parse({ pageSize: PAGE_SIZE_MAX }),
  );
  const students = page.items.filter((item): item is SponsoredStudent => item.view === 'sponsor');
  return new Map(students.map((student) => [student.id, student]));
}

export async function sponsorStudentCards(
  context: DashboardContext,
  auth: AuthContext,
  active: OverviewSponsorship[],
  letters: Map<number, PartnerLetters>,
  donationPages: SponsorFigures['donationPages'],
): Promise<SponsorStudentCard[]> {
  if (active.length === 0) return [];
  const students = await sponsoredStudents(context, auth);
  const pages = new Map((donationPages?.pages ?? []).map((page) => [page.studentId, page]));
  return active.flatMap((sponsorship) => {
    const student = students.get(sponsorship.other.id);
    const partner = letters.get(sponsorship.sponsorshipId);
    if (!student || !partner) return [];
    const page = pages.get(student.id);
    return [
      {
        sponsorshipId: sponsorship.sponsorshipId,
        studentId: student.id,
        firstName: student.firstName,
        photoUrl: sponsorship.other.photoUrl,
        age: student.age,
        village: student.village.name,
        received: partner.received,
        sent: partner.sent,
        lastSentAt: lastSentAt(sponsorship),
        next: partner.next,
        donationPage: page
          ? { raisedCents: page.raisedCents, goalCents: page.goalCents, url: page.url }
          : null,
      },
    ];
  });
}
