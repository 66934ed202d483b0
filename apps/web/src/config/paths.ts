// Every URL of the web app (seed, point 2). Components link with these, never with literals.

export const PATHS = {
  home: '/',
  login: '/auth',
  recovery: '/auth/recovery',
  signup: '/auth/signup',

  app: '/edrocks',
  dashboard: '/edrocks',
  profile: '/edrocks/profile',
  changePassword: '/edrocks/change_password',
  admins: '/edrocks/admins',
  adminNew: '/edrocks/admins/new',
  adminEdit: '/edrocks/admins/:id',
  students: '/edrocks/students',
  studentDetails: '/edrocks/students/:id/details',
  studentPrint: '/edrocks/students/:id/print',
  sponsors: '/edrocks/sponsors',
  sponsorDetails: '/edrocks/sponsors/:id/details',
  /** Erasing a person (super admin): the preview, then the typed confirmation. */
  personErase: '/edrocks/people/:userId/erase',
  /** The same for a student record (one without an account too). */
  studentErase: '/edrocks/students/:id/erase',
  /** The same for a sponsor record (one a coordinator added, without an account, too). */
  sponsorErase: '/edrocks/sponsors/:id/erase',
  /**
   * Someone without an account (a donor, a buyer, a parent), by e-mail: the preview, the export
   * and the erasure (super admin; linked from the data requests).
   */
  personByEmail: '/edrocks/people/by-email',
  sponsorsAssessments: '/edrocks/sponsors/assessments',
  sponsorsMeetings: '/edrocks/sponsors/meetings',
  sponsorAssessments: '/edrocks/sponsors/:id/assessments',
  sponsorship: '/edrocks/sponsorship',
  attendance: '/edrocks/attendance',
  leadershipReport: '/edrocks/leadership_report',
  documentStatus: '/edrocks/document_status',
  donationsSummary: '/edrocks/donations_summary',
  donations: '/edrocks/donations',
  /** The donation pages' texts and donors' messages the safeguarding screening held. */
  donationReview: '/edrocks/donations/review',
  email: '/edrocks/email',
  meetings: '/edrocks/meetings',
  /** "edit meeting": the seed names the screen, not its path. */
  meetingEdit: '/edrocks/meetings/:id',
  schools: '/edrocks/schools',
  schoolNew: '/edrocks/schools/new',
  schoolEdit: '/edrocks/schools/:id',
  tools: '/edrocks/tools',
  villages: '/edrocks/villages',
  villageNew: '/edrocks/villages/new',
  villageEdit: '/edrocks/villages/:id',
  reports: '/edrocks/reports',
  /** The letters report (the reports feature's screen), which the dashboard's letters late open. */
  reportLetters: '/edrocks/reports/letters',
  /** The students waiting and lapsed sponsors reports, which the dashboard's figures open. */
  reportWaitingStudents: '/edrocks/reports/students_waiting',
  reportLapsedSponsors: '/edrocks/reports/lapsed_sponsors',
  periods: '/edrocks/periods',
  /** A sponsor's agreements: the required texts, their state, and signing. */
  agreements: '/edrocks/agreements',
  /** Letters: a sponsor's or student's letters of the year and boxes (coordinators: every letter). */
  letters: '/edrocks/letters',
  letter: '/edrocks/letters/:id',
  letterWrite: '/edrocks/letters/write/:sponsorshipId/:number',
  letterReview: '/edrocks/letters/review',
  letterReviewDetails: '/edrocks/letters/review/:id',
  users: '/edrocks/users',
  userNew: '/edrocks/users/new',
  userEdit: '/edrocks/users/:id',
  help: '/edrocks/help',

  event: '/event/:slug?',
  eventsAdmin: '/events/admin',
  checkIn: '/events/check-in',
  agreement: '/agreement/:key',
  donationPage: '/donations/mypage/:sponsor/:student',
  donate: '/donations/donate',
  testCheckout: '/checkout/test/:sessionId',
  policy: '/policy',
} as const;

export type PathName = keyof typeof PATHS;

/** Fills `:param` segments; an optional `:param?` left without a value is dropped. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  const built = path
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`Missing path parameter "${name}" for ${path}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return built || '/';
}

/** Only same-site paths are followed after signing in (no open redirects). */
export function isSafeNextPath(next: string | null | undefined): next is string {
  return (
    typeof next === 'string' &&
    next.startsWith('/') &&
    !next.startsWith('//') &&
    !next.startsWith('/\\') &&
    !next.startsWith(PATHS.login)
  );
}

/** The login page, remembering where the user wanted to go. */
export function loginPath(next?: string | null): string {
  return isSafeNextPath(next) && next !== PATHS.home
    ? `${PATHS.login}?next=${encodeURIComponent(next)}`
    : PATHS.login;
}
