// Every API path, shared so the web never spells one by hand. The seed fixes the public ones.
import { SESSION_API } from './session-paths';

export const API = {
  ...SESSION_API,
  lists: '/edrocks/public/lists/',
  recovery: '/edrocks/public/auth/recovery',
  recoveryReset: '/edrocks/public/auth/recovery/reset',
  me: '/edrocks/api/me',
  mePassword: '/edrocks/api/me/password',
  /** PUT {language}: the language switch keeps the choice in the profile (e-mails follow it). */
  meLanguage: '/edrocks/api/me/language',
  /** PUT (multipart, field `file`, JPEG) or DELETE the signed-in user's photo. */
  mePhoto: '/edrocks/api/me/photo',
  /** An uploaded file; `?size=thumb` for an image's thumbnail (schemas/files.ts). */
  file: '/edrocks/api/files/:id',
  signup: '/edrocks/public/signup',
  policy: '/edrocks/public/policy',
  sponsors: '/edrocks/api/sponsors',
  sponsorsExport: '/edrocks/api/sponsors/export',
  /** The signed-in sponsor's own record. */
  sponsorsMe: '/edrocks/api/sponsors/me',
  /** The signed-in student's sponsors (first name and photo). */
  mySponsors: '/edrocks/api/sponsors/my-sponsors',
  sponsor: '/edrocks/api/sponsors/:id',
  sponsorDeactivate: '/edrocks/api/sponsors/:id/deactivate',
  sponsorActivate: '/edrocks/api/sponsors/:id/activate',
  /** PUT (multipart, field `file`, JPEG) or DELETE a sponsor's photo. */
  sponsorPhoto: '/edrocks/api/sponsors/:id/photo',
  sponsorParents: '/edrocks/api/sponsors/:id/parents',
  sponsorParent: '/edrocks/api/sponsors/:id/parents/:parentId',
  /** A coordinator confirms a parent contact (decision 030). */
  sponsorParentConfirm: '/edrocks/api/sponsors/:id/parents/:parentId/confirm',
  students: '/edrocks/api/students',
  studentsExport: '/edrocks/api/students/export',
  student: '/edrocks/api/students/:id',
  /** PUT (multipart, field `file`, JPEG) or DELETE a student's photo. */
  studentPhoto: '/edrocks/api/students/:id/photo',
  // Schools and villages (schemas/places-endpoints.ts).
  schools: '/edrocks/api/schools',
  schoolsExport: '/edrocks/api/schools/export',
  school: '/edrocks/api/schools/:id',
  schoolRegistrationCode: '/edrocks/api/schools/:id/registration-code',
  villages: '/edrocks/api/villages',
  villagesExport: '/edrocks/api/villages/export',
  village: '/edrocks/api/villages/:id',
  villageRegistrationCode: '/edrocks/api/villages/:id/registration-code',
  // "Admin users" (super, global admins and admins) and "All users" (schemas/users-endpoints.ts).
  admins: '/edrocks/api/admins',
  adminsExport: '/edrocks/api/admins/export',
  admin: '/edrocks/api/admins/:id',
  adminDeactivate: '/edrocks/api/admins/:id/deactivate',
  adminActivate: '/edrocks/api/admins/:id/activate',
  adminPasswordReset: '/edrocks/api/admins/:id/password-reset',
  adminScope: '/edrocks/api/admins/:id/scope',
  users: '/edrocks/api/users',
  usersExport: '/edrocks/api/users/export',
  user: '/edrocks/api/users/:id',
  userDeactivate: '/edrocks/api/users/:id/deactivate',
  userActivate: '/edrocks/api/users/:id/activate',
  userPasswordReset: '/edrocks/api/users/:id/password-reset',
  // Import of students or sponsors from CSV / Excel (schemas/imports.ts).
  importTemplate: '/edrocks/api/imports/template',
  importPreview: '/edrocks/api/imports/preview',
  importCommit: '/edrocks/api/imports/commit',
  // Years (schemas/periods-endpoints.ts).
  periods: '/edrocks/api/periods',
  period: '/edrocks/api/periods/:id',
  periodActivate: '/edrocks/api/periods/:id/activate',
  // Sponsorship (schemas/sponsorships-endpoints.ts).
  sponsorships: '/edrocks/api/sponsorships',
  sponsorshipsExport: '/edrocks/api/sponsorships/export',
  sponsorship: '/edrocks/api/sponsorships/:id',
  /** Pausing and resuming the letters of one sponsorship (coordinators). */
  sponsorshipLettersPause: '/edrocks/api/sponsorships/:id/letters-pause',
  sponsorableStudents: '/edrocks/api/sponsorships/students',
  sponsorshipHold: '/edrocks/api/sponsorships/hold',
  /** Coordinators: students of a year with fewer than 3 sponsors. */
  sponsorshipOpenStudents: '/edrocks/api/sponsorships/open-students',
  sponsorshipOpenStudentsExport: '/edrocks/api/sponsorships/open-students/export',
  /** Coordinators: active sponsors without a student in a year. */
  sponsorshipUnpairedSponsors: '/edrocks/api/sponsorships/unpaired-sponsors',
  sponsorshipUnpairedSponsorsExport: '/edrocks/api/sponsorships/unpaired-sponsors/export',
  // Letters (schemas/letters.ts).
  letters: '/edrocks/api/letters',
  lettersExport: '/edrocks/api/letters/export',
  letter: '/edrocks/api/letters/:id',
  letterRead: '/edrocks/api/letters/:id/read',
  letterOverview: '/edrocks/api/letters/overview',
  letterAttachments: '/edrocks/api/letters/attachments',
  letterReviewQueue: '/edrocks/api/letters/review',
  letterClaim: '/edrocks/api/letters/:id/claim',
  letterTranslation: '/edrocks/api/letters/:id/translation',
  letterLanguages: '/edrocks/api/letters/:id/languages',
  letterDeliver: '/edrocks/api/letters/:id/deliver',
  letterReturn: '/edrocks/api/letters/:id/return',
  /** The four letters of a year (titles, themes, due dates), on the Years screen. */
  yearLetters: '/edrocks/api/periods/:id/letters',
  // Document status (schemas/document-status.ts).
  documentStatus: '/edrocks/api/document-status',
  documentStatusExport: '/edrocks/api/document-status/export',
  documentStatusReminders: '/edrocks/api/document-status/reminders',
  // Meetings and attendance (schemas/meetings.ts).
  meetings: '/edrocks/api/meetings',
  meetingSchedule: '/edrocks/api/meetings/schedule',
  meeting: '/edrocks/api/meetings/:id',
  meetingCode: '/edrocks/api/meetings/:id/code',
  meetingAttendance: '/edrocks/api/meetings/:id/attendance',
  meetingAttendanceMark: '/edrocks/api/meetings/:id/attendance/:sponsorId',
  meetingFiles: '/edrocks/api/meetings/:id/files',
  meetingFile: '/edrocks/api/meetings/:id/files/:fileId',
  myMeetings: '/edrocks/api/attendance/mine',
  attendance: '/edrocks/api/attendance',
  // Leadership assessments (schemas/assessments.ts).
  myAssessments: '/edrocks/api/assessments/mine',
  myAssessment: '/edrocks/api/assessments/mine/:part',
  myAssessmentSubmit: '/edrocks/api/assessments/mine/:part/submit',
  sponsorAssessments: '/edrocks/api/sponsors/:id/assessments',
  assessmentReturn: '/edrocks/api/sponsors/:id/assessments/:part/return',
  // Leadership reports (schemas/leadership-reports.ts).
  attendanceReport: '/edrocks/api/reports/attendance',
  attendanceReportExport: '/edrocks/api/reports/attendance/export',
  completionReport: '/edrocks/api/reports/completion',
  completionReportExport: '/edrocks/api/reports/completion/export',
  // Agreements (schemas/agreements.ts).
  agreements: '/edrocks/api/agreements',
  agreementsMine: '/edrocks/api/agreements/mine',
  agreementAccept: '/edrocks/api/agreements/:versionId/accept',
  agreementVersions: '/edrocks/api/agreements/:id/versions',
  agreementVersion: '/edrocks/api/agreements/versions/:versionId',
  agreementPublish: '/edrocks/api/agreements/:id/publish',
  agreementMissingTexts: '/edrocks/api/agreements/missing-texts',
  agreement: '/edrocks/api/agreements/:id',
  // The parent agreement (schemas/parent-agreements.ts).
  parentAgreement: '/edrocks/api/agreements/parent',
  parentAgreementSend: '/edrocks/api/agreements/parent/send',
  /** A coordinator confirms or rejects a parent's signature held for a check (decision 030). */
  parentSignatureConfirm: '/edrocks/api/agreements/parent/signature/confirm',
  parentSignatureReject: '/edrocks/api/agreements/parent/signature/reject',
  agreementSignaturePdf: '/edrocks/api/agreements/signatures/:id/pdf',
  publicAgreement: '/edrocks/public/agreements/:key',
  publicAgreementSign: '/edrocks/public/agreements/:key/sign',
  health: '/healthz',
  ready: '/readyz',
} as const;

/** Prefixes the server answers with JSON; every other GET path is the web app. */
export const API_PREFIXES = [
  '/edrocks/public/',
  '/edrocks/api/',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
];
