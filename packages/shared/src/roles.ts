// The one permission table (PRODUCT.md, "Permissions"). The server checks it on every
// endpoint; the web reads it to build the menu. Change access here, nowhere else.

export const ROLES = ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'];

/**
 * How much of an area a role reaches.
 * - `all`: read and write everything
 * - `read`: read everything
 * - `scoped`: read and write, limited to the schools and villages assigned to the admin
 * - `scopedRead`: read only, limited to the assigned schools and villages
 * - `own`: only the records that belong to the signed-in user
 * - `ownRead`: read only, and only the records that belong to the signed-in user
 */
export type Access = 'all' | 'read' | 'scoped' | 'scopedRead' | 'own' | 'ownRead';

export const AREAS = [
  'dashboard',
  'students',
  'sponsors',
  'sponsorship',
  'agreements',
  'parentAgreements',
  'consentChecks',
  'letters',
  'letterReview',
  'yearLetters',
  'meetings',
  'attendanceCodes',
  'assessments',
  'assessmentReview',
  'leadershipReport',
  'attendanceReport',
  'documentStatus',
  'donations',
  'manualDonations',
  'donationsSummary',
  'textReview',
  'email',
  'boardReport',
  'schools',
  'villages',
  'periods',
  'adminUsers',
  'allUsers',
  'events',
  'ticketCheckIn',
  'tools',
  'reports',
  'help',
  'profile',
  'history',
  'auditLog',
  'personExport',
  'pushNotifications',
  'retention',
  'dataRequests',
  'personErase',
] as const;
export type Area = (typeof AREAS)[number];

type AccessRow = Partial<Record<Role, Access>>;

const everyone: AccessRow = {
  SUPER_ADMIN: 'all',
  GLOBAL_ADMIN: 'all',
  ADMIN: 'all',
  SPONSOR: 'all',
  STUDENT: 'all',
};

export const PERMISSIONS: Record<Area, AccessRow> = {
  dashboard: {
    SUPER_ADMIN: 'all',
    GLOBAL_ADMIN: 'all',
    ADMIN: 'scoped',
    SPONSOR: 'own',
    STUDENT: 'own',
  },
  // A sponsor reads the students paired with them; a student reads their own record. Neither edits it.
  students: {
    SUPER_ADMIN: 'all',
    GLOBAL_ADMIN: 'all',
    ADMIN: 'scoped',
    SPONSOR: 'ownRead',
    STUDENT: 'ownRead',
  },
  // A sponsor reads and edits their own record; a student reads their sponsors' first name and photo.
  sponsors: {
    SUPER_ADMIN: 'all',
    GLOBAL_ADMIN: 'all',
    ADMIN: 'scoped',
    SPONSOR: 'own',
    STUDENT: 'ownRead',
  },
  sponsorship: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped', SPONSOR: 'own' },
  agreements: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'read', ADMIN: 'scopedRead', SPONSOR: 'own' },
  // Sending the parent agreement to a minor sponsor's parent and following it ("send, view").
  parentAgreements: {
    SUPER_ADMIN: 'all',
    GLOBAL_ADMIN: 'all',
    ADMIN: 'scoped',
    SPONSOR: 'own',
  },
  // Confirming a minor sponsor's parent contact and checking a parent's signature that came from
  // the sponsor's own address or device: coordinators only, never the sponsor (decision 030).
  consentChecks: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  letters: {
    SUPER_ADMIN: 'all',
    GLOBAL_ADMIN: 'all',
    ADMIN: 'scoped',
    SPONSOR: 'own',
    STUDENT: 'own',
  },
  // Coordinators translate letters and decide on those the safeguarding screening stopped.
  letterReview: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  // The titles, themes and due dates of a year's four letters, on the Years screen.
  yearLetters: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'read' },
  // Scheduling a school's meetings, their codes, marking attendance by hand.
  meetings: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  // A sponsor's own meetings and entering a meeting's code ("enter a code").
  attendanceCodes: { SPONSOR: 'own' },
  // Coordinators read submitted assessments; the sponsor writes their own.
  assessments: { SUPER_ADMIN: 'read', GLOBAL_ADMIN: 'read', ADMIN: 'scopedRead', SPONSOR: 'own' },
  // Returning a submitted assessment to its sponsor with a comment.
  assessmentReview: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  leadershipReport: { SUPER_ADMIN: 'read', GLOBAL_ADMIN: 'read', ADMIN: 'scopedRead' },
  attendanceReport: { SUPER_ADMIN: 'read', GLOBAL_ADMIN: 'read', ADMIN: 'scopedRead' },
  // Reading the grid, and sending its reminders.
  documentStatus: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  donations: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scopedRead', SPONSOR: 'own' },
  // Cash and cheque gifts a coordinator records ("read scoped, add manual"), in their scope when
  // credited to a sponsor's page.
  manualDonations: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  donationsSummary: { SUPER_ADMIN: 'read', GLOBAL_ADMIN: 'read' },
  // Coordinators read the donation pages' texts and donors' messages the safeguarding screening
  // held, and approve or reject them (an admin: those of their schools' sponsors or their
  // villages' students).
  textReview: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  email: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scoped' },
  // The board members (no account) and the monthly programme report they get: the super admin's.
  boardReport: { SUPER_ADMIN: 'all' },
  schools: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scopedRead' },
  villages: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'scopedRead' },
  periods: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'read', ADMIN: 'read' },
  adminUsers: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all' },
  allUsers: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all' },
  events: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all' },
  // Checking tickets in at the door: any coordinator (events are not tied to a school).
  ticketCheckIn: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all', ADMIN: 'all' },
  tools: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'all' },
  reports: { SUPER_ADMIN: 'read', GLOBAL_ADMIN: 'read', ADMIN: 'scopedRead' },
  help: everyone,
  profile: everyone,
  // A record's History: each coordinator within their reach (an admin, their places' students
  // and sponsors); the whole log and its export, the super admin alone. Nobody edits the log.
  history: { SUPER_ADMIN: 'read', GLOBAL_ADMIN: 'read', ADMIN: 'scopedRead' },
  auditLog: { SUPER_ADMIN: 'read' },
  // A copy of everything the portal holds about any person (a ZIP): the super admin's. Each
  // person downloads their own from the profile (the profile row).
  personExport: { SUPER_ADMIN: 'read' },
  // Notifications on a sponsor's phone (letters, reminders, the recommit request): sponsors only.
  pushNotifications: { SPONSOR: 'own' },
  // Retention rules, their preview and runs (decision 053): the super admin alone.
  retention: { SUPER_ADMIN: 'all' },
  // The queue of data requests (export, erase, correction): the super admin works it, the global
  // admins read it. Each person files their own from the profile (area `profile`).
  dataRequests: { SUPER_ADMIN: 'all', GLOBAL_ADMIN: 'read' },
  // Erasing a person (irreversible, after a preview): the super admin alone.
  personErase: { SUPER_ADMIN: 'all' },
};

export function getAccess(role: Role, area: Area): Access | undefined {
  return PERMISSIONS[area][role];
}

export function canSee(role: Role, area: Area): boolean {
  return getAccess(role, area) !== undefined;
}

/** Whether the role may create, change or delete records of the area (within its scope). */
export function canWrite(role: Role, area: Area): boolean {
  const access = getAccess(role, area);
  return access === 'all' || access === 'scoped' || access === 'own';
}

/** Whether queries of this role in this area must be filtered to its assigned schools and villages. */
export function isScoped(role: Role, area: Area): boolean {
  const access = getAccess(role, area);
  return access === 'scoped' || access === 'scopedRead';
}

export function isAdminRole(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}

/** The two screens that manage user accounts: "Admin users" and "All users". */
export type UserScreen = Extract<Area, 'adminUsers' | 'allUsers'>;

/**
 * Roles whose accounts only a super admin creates, promotes to, edits or deactivates, on every
 * screen: whoever manages these manages the portal.
 */
export const PRIVILEGED_ROLES: readonly Role[] = ['SUPER_ADMIN', 'GLOBAL_ADMIN'];

/**
 * Whose accounts each role manages on each user screen: it sees, creates, edits, (de)activates
 * them and may give them only these roles (PRODUCT.md: admin users "all | admins only"; all users
 * "rw | rw (not super or global admins)"). Accounts with any other role are invisible to it
 * (404). Only a super admin manages PRIVILEGED_ROLES (a test holds every row to it).
 */
export const MANAGED_ROLES: Record<UserScreen, Partial<Record<Role, readonly Role[]>>> = {
  adminUsers: {
    SUPER_ADMIN: ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'],
    GLOBAL_ADMIN: ['ADMIN'],
  },
  allUsers: {
    SUPER_ADMIN: ROLES,
    GLOBAL_ADMIN: ['ADMIN', 'SPONSOR', 'STUDENT'],
  },
};

/** The roles whose accounts `role` manages on `screen` (none when it cannot open the screen). */
export function managedRoles(role: Role, screen: UserScreen): readonly Role[] {
  return canSee(role, screen) ? (MANAGED_ROLES[screen][role] ?? []) : [];
}

/**
 * Roles whose account belongs to a record with a place: a sponsor's (a school) and a student's (a
 * village). Such an account comes with its record, by sign-up or from the Sponsors and Students
 * screens; made alone on a user screen it would show under neither list and could not be paired.
 */
export const ROLES_WITH_RECORD: readonly Role[] = ['SPONSOR', 'STUDENT'];

/**
 * The roles `role` may give a new account, or change an account to, on `screen`: those it
 * manages, less the ROLES_WITH_RECORD (it still sees and edits accounts that have them).
 */
export function assignableRoles(role: Role, screen: UserScreen): readonly Role[] {
  return managedRoles(role, screen).filter((managed) => !ROLES_WITH_RECORD.includes(managed));
}
