// A small, realistic, bilingual data set for `npm run demo`: schools and villages in Colombia
// and one account per role. Idempotent (inserts only what is missing); later issues add their
// areas (students, sponsorships, letters...) here.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Gender, Grade, Language, PlaceKind, Role } from '@portal/shared';
import type { Database } from '../client';
import type { FileStore } from '../../lib/files/file-store';
import type { PasswordHasher } from '../../lib/passwords';
import {
  findPlaceByRegistrationCode,
  insertRegistrationCode,
} from '../../modules/places/place-registration-codes.repo';
import { insertPlace } from '../../modules/places/places.repo';
import { insertStudent, type NewStudent } from '../../modules/students/students.repo';
import { insertParent } from '../../modules/sponsors/sponsor-parents.repo';
import { seedDemoLeadership } from './demo-leadership';
import { seedDemoEvents } from './demo-events';
import { seedDemoDonations } from './demo-donations';
import { seedDemoLetters } from './demo-letters';
import { seedDemoParentAgreements } from './demo-parent-agreements';
import {
  insertSponsorIfFree,
  lockSponsor,
  sponsorVisibility,
} from '../../modules/sponsors/sponsors.repo';
import { findUserByEmail, insertUserIfEmailFree } from '../../modules/users/users.repo';
import {
  adminSchools,
  agreementVersions,
  adminVillages,
  countries,
  periods,
  sponsors,
  sponsorships,
  states,
  students,
} from '../schema/index';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: Language;
  phone: string;
}

/** Fixed on purpose: they are listed in the README for people evaluating the portal. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'SUPER_ADMIN',
    email: 'superadmin@example.org',
    password: 'demo-superadmin',
    firstName: 'Patricia',
    lastName: 'Morales',
    language: 'en-US',
    phone: '+1 617 555 0100',
  },
  {
    role: 'GLOBAL_ADMIN',
    email: 'globaladmin@example.org',
    password: 'demo-globaladmin',
    firstName: 'Carlos',
    lastName: 'Restrepo',
    language: 'es-CO',
    phone: '+57 300 555 0101',
  },
  {
    role: 'ADMIN',
    email: 'admin@example.org',
    password: 'demo-admin',
    firstName: 'Lucía',
    lastName: 'Martínez',
    language: 'es-CO',
    phone: '+57 310 555 0102',
  },
  {
    role: 'SPONSOR',
    email: 'sponsor@example.org',
    password: 'demo-sponsor',
    firstName: 'Emily',
    lastName: 'Johnson',
    language: 'en-US',
    phone: '+1 617 555 0103',
  },
  {
    role: 'STUDENT',
    email: 'student@example.org',
    password: 'demo-student',
    firstName: 'Mateo',
    lastName: 'García',
    language: 'es-CO',
    phone: '',
  },
];

const DEMO_SCHOOLS = [
  { name: 'Colegio San José de Guasca', state: 'CO-CUN', registrationCode: 'SANJOSE-GUASCA' },
  { name: 'Institución Educativa Rural El Hato', state: 'CO-ANT', registrationCode: 'ELHATO-ANT' },
  { name: 'Colegio Nuestra Señora del Carmen', state: 'CO-BOY', registrationCode: 'CARMEN-BOY' },
] as const;

const DEMO_VILLAGES = [
  { name: 'Vereda La Esperanza', state: 'CO-ANT', registrationCode: 'ESPERANZA-ANT' },
  { name: 'Vereda El Rosal', state: 'CO-CUN', registrationCode: 'ROSAL-CUN' },
  { name: 'Vereda San Isidro', state: 'CO-BOY', registrationCode: 'SANISIDRO-BOY' },
  { name: 'Vereda Las Palmas', state: 'CO-CUN', registrationCode: 'PALMAS-CUN' },
] as const;

type DemoVillageCode = (typeof DEMO_VILLAGES)[number]['registrationCode'];
type DemoSchoolCode = (typeof DEMO_SCHOOLS)[number]['registrationCode'];
type DemoStudent = [
  externalId: string,
  firstName: string,
  lastName: string,
  birthdate: string,
  gender: Gender,
  grade: Grade,
  school: DemoSchoolCode | null,
];

/** Students of each demo village; the provider id (first) makes the seed idempotent. */
const DEMO_STUDENTS: Readonly<Record<DemoVillageCode, readonly DemoStudent[]>> = {
  'ROSAL-CUN': [
    ['DEMO-001', 'Mateo', 'García', '2013-04-12', 'male', '6-sixth', 'SANJOSE-GUASCA'],
    ['DEMO-004', 'Andrés Felipe', 'Núñez', '2010-11-30', 'male', '9-ninth', 'SANJOSE-GUASCA'],
    ['DEMO-005', 'Valentina', 'Rodríguez', '2016-06-08', 'female', '3-third', null],
    ['DEMO-013', 'Sebastián', 'Jiménez', '2013-12-09', 'male', '6-sixth', 'SANJOSE-GUASCA'],
    ['DEMO-016', 'Mariana', 'Quintero', '2014-10-11', 'female', '5-fifth', 'SANJOSE-GUASCA'],
    ['DEMO-020', 'Ximena', 'Peña', '2004-03-03', 'female', 'college', 'SANJOSE-GUASCA'],
  ],
  'ESPERANZA-ANT': [
    ['DEMO-002', 'José', 'Pérez Núñez', '2012-09-03', 'male', '7-seventh', 'ELHATO-ANT'],
    ['DEMO-003', 'María Fernanda', 'Ospina', '2014-01-22', 'female', '5-fifth', null],
    ['DEMO-010', 'Luciana', 'Bermúdez', '2008-12-01', 'female', '11-eleventh', null],
    ['DEMO-011', 'Juan Esteban', 'Vélez', '2020-05-15', 'male', 'preschool', null],
    ['DEMO-017', 'Tomás', 'Henao Ruíz', '2017-02-02', 'male', '2-second', 'ELHATO-ANT'],
  ],
  'SANISIDRO-BOY': [
    ['DEMO-006', 'Sofía', 'Martínez Gómez', '2011-02-14', 'female', '8-eighth', null],
    ['DEMO-007', 'Santiago', 'Ramírez', '2009-07-19', 'male', '10-tenth', 'CARMEN-BOY'],
    ['DEMO-012', 'Camila', 'Londoño', '2007-08-21', 'female', '12-twelfth', 'CARMEN-BOY'],
    ['DEMO-015', 'Nicolás', 'Agudelo', '2006-01-18', 'male', 'college', null],
    ['DEMO-019', 'Emmanuel', 'Zuluaga', '2011-06-06', 'male', '8-eighth', 'CARMEN-BOY'],
  ],
  'PALMAS-CUN': [
    ['DEMO-008', 'Isabella', 'Muñoz', '2015-03-27', 'female', '4-fourth', 'SANJOSE-GUASCA'],
    ['DEMO-009', 'Samuel', 'Castaño', '2019-10-05', 'male', 'kindergarten', null],
    ['DEMO-014', 'Daniela', 'Córdoba', '2012-04-30', 'female', '7-seventh', 'ELHATO-ANT'],
    ['DEMO-018', 'Gabriela', 'Cárdenas', '2018-09-25', 'female', '1-first', null],
  ],
};

/** What differs from an active student without distinction, by provider id. */
const DEMO_STUDENT_DETAILS: Readonly<Record<string, Partial<NewStudent> & { account?: string }>> = {
  // The demo STUDENT account signs in as this student.
  'DEMO-001': { account: 'student@example.org' },
  'DEMO-004': { leadershipDistinction: true },
  'DEMO-010': { leadershipDistinction: true },
  'DEMO-013': { status: 'inactive' },
  'DEMO-020': { status: 'alumni' },
};

/** What the demo ADMIN is assigned (registration codes of DEMO_SCHOOLS and DEMO_VILLAGES). */
export const DEMO_ADMIN_SCOPE = { schoolCode: 'SANJOSE-GUASCA', villageCode: 'ROSAL-CUN' } as const;

interface DemoSponsor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Registration code of one of DEMO_SCHOOLS. */
  school: string;
  birthdate?: string;
  active?: boolean;
  /** The demo account this sponsor signs in with. */
  account?: string;
  parents?: Array<{
    firstName: string;
    lastName: string;
    email: string;
    address1: string;
    address2?: string;
    city: string;
    zipCode: string;
    state: string;
    phoneNumber: string;
    relationship: 'mother' | 'father' | 'guardian' | 'other';
    /** The language the parent reads (the parent agreement's e-mail and page). */
    language: Language;
    /**
     * Entered by the sponsor themselves: it waits for a coordinator's confirmation (decision
     * 030). The others were recorded by a coordinator, confirmed.
     */
    addedBySponsor?: boolean;
  }>;
}

/**
 * Sponsors of the demo schools; the first is the demo SPONSOR account (a minor, with her mother,
 * and her father whom she entered herself: he waits for the coordinator's confirmation).
 */
export const DEMO_SPONSORS: readonly DemoSponsor[] = [
  {
    firstName: 'Emily',
    lastName: 'Johnson',
    email: 'sponsor@example.org',
    phone: '+1 617 555 0103',
    school: 'SANJOSE-GUASCA',
    birthdate: '2010-05-14',
    account: 'sponsor@example.org',
    parents: [
      {
        firstName: 'Sarah',
        lastName: 'Johnson',
        email: 'sarah.johnson@example.org',
        address1: '42 Beacon Street',
        address2: 'Apt 3B',
        city: 'Boston',
        zipCode: '02108',
        state: 'Massachusetts',
        phoneNumber: '+1 617 555 0142',
        relationship: 'mother',
        language: 'en-US',
      },
      {
        firstName: 'David',
        lastName: 'Johnson',
        email: 'david.johnson@example.org',
        address1: '42 Beacon Street',
        address2: 'Apt 3B',
        city: 'Boston',
        zipCode: '02108',
        state: 'Massachusetts',
        phoneNumber: '+1 617 555 0143',
        relationship: 'father',
        language: 'en-US',
        addedBySponsor: true,
      },
    ],
  },
  {
    firstName: 'Santiago',
    lastName: 'Restrepo Vélez',
    email: 'santiago.restrepo@example.org',
    phone: '+57 301 555 0111',
    school: 'SANJOSE-GUASCA',
    birthdate: '2009-02-03',
    parents: [
      {
        firstName: 'Claudia',
        lastName: 'Vélez',
        email: 'claudia.velez@example.org',
        address1: 'Carrera 7 # 12-45',
        city: 'Guasca',
        zipCode: '251210',
        state: 'Cundinamarca',
        phoneNumber: '+57 312 555 0112',
        relationship: 'mother',
        language: 'es-CO',
      },
    ],
  },
  {
    firstName: 'Valeria',
    lastName: 'Gómez',
    email: 'valeria.gomez@example.org',
    phone: '+57 302 555 0113',
    school: 'SANJOSE-GUASCA',
    birthdate: '2001-06-19',
  },
  {
    firstName: 'Michael',
    lastName: 'Smith',
    email: 'michael.smith@example.org',
    phone: '+1 617 555 0114',
    school: 'SANJOSE-GUASCA',
    birthdate: '1998-10-03',
    active: false,
  },
  {
    firstName: 'Juan Pablo',
    lastName: 'Hernández',
    email: 'juanpablo.hernandez@example.org',
    phone: '+57 304 555 0115',
    school: 'ELHATO-ANT',
    birthdate: '2008-09-21',
  },
  {
    firstName: 'Ashley',
    lastName: 'Williams',
    email: 'ashley.williams@example.org',
    phone: '+1 212 555 0116',
    school: 'ELHATO-ANT',
    birthdate: '2000-02-27',
  },
  {
    firstName: 'Daniela',
    lastName: 'Zapata Ríos',
    email: 'daniela.zapata@example.org',
    phone: '+57 305 555 0117',
    school: 'ELHATO-ANT',
    birthdate: '2010-11-02',
    parents: [
      {
        firstName: 'Óscar',
        lastName: 'Zapata',
        email: 'oscar.zapata@example.org',
        address1: 'Calle 50 # 45-10',
        city: 'Medellín',
        zipCode: '050012',
        state: 'Antioquia',
        phoneNumber: '+57 310 555 0118',
        relationship: 'father',
        language: 'es-CO',
      },
    ],
  },
  // No birth date on record: until a coordinator records it, he needs the parent agreement to
  // sponsor alone, as a minor would (decision 030), and document status shows it.
  {
    firstName: 'Christopher',
    lastName: 'Brown',
    email: 'christopher.brown@example.org',
    phone: '+1 212 555 0119',
    school: 'ELHATO-ANT',
  },
  {
    firstName: 'Laura Sofía',
    lastName: 'Castro',
    email: 'laurasofia.castro@example.org',
    phone: '+57 306 555 0120',
    school: 'CARMEN-BOY',
    birthdate: '2009-07-30',
  },
  {
    firstName: 'Jessica',
    lastName: 'Davis',
    email: 'jessica.davis@example.org',
    phone: '+1 415 555 0121',
    school: 'CARMEN-BOY',
    birthdate: '1999-12-08',
  },
  {
    firstName: 'Andrés',
    lastName: 'Muñoz Pardo',
    email: 'andres.munoz@example.org',
    phone: '+57 307 555 0122',
    school: 'CARMEN-BOY',
    birthdate: '2011-01-17',
    parents: [
      {
        firstName: 'Gloria',
        lastName: 'Pardo',
        email: 'gloria.pardo@example.org',
        address1: 'Calle 3 # 8-21',
        city: 'Tunja',
        zipCode: '150001',
        state: 'Boyacá',
        phoneNumber: '+57 313 555 0123',
        relationship: 'guardian',
        language: 'es-CO',
      },
    ],
  },
];

export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
  /** Where the portal is reached: the links in the demo's e-mails. */
  publicUrl = 'http://localhost:3000',
  /** Where the API keeps uploads: the demo letters' attached drawing goes there. */
  store?: FileStore,
): Promise<readonly DemoAccount[]> {
  const [colombia] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'CO'));
  if (!colombia)
    throw new Error('Reference data missing: run the migrations and seedReferenceData first');
  const stateRows = await db
    .select({ id: states.id, code: states.code })
    .from(states)
    .where(
      inArray(states.code, [
        ...new Set([...DEMO_SCHOOLS, ...DEMO_VILLAGES].map((place) => place.state)),
      ]),
    );
  const stateId = (code: string) => stateRows.find((row) => row.code === code)?.id ?? null;
  // A place whose registration code exists already is there: running again adds nothing.
  const ensurePlace = async (
    kind: PlaceKind,
    entry: { name: string; state: string; registrationCode: string },
  ) => {
    const existing = await findPlaceByRegistrationCode(db, entry.registrationCode);
    if (existing) return existing.id;
    return db.transaction(async (tx) => {
      const place = await insertPlace(tx, kind, {
        name: entry.name,
        countryId: colombia.id,
        stateId: stateId(entry.state),
        enabled: true,
        registrationEnabled: true,
      });
      await insertRegistrationCode(tx, place, entry.registrationCode);
      return place.id;
    });
  };
  const schoolIds = new Map<string, number>();
  for (const entry of DEMO_SCHOOLS) {
    schoolIds.set(entry.registrationCode, await ensurePlace('school', entry));
  }
  const villageIds = new Map<string, number>();
  for (const entry of DEMO_VILLAGES) {
    villageIds.set(entry.registrationCode, await ensurePlace('village', entry));
  }
  for (const account of DEMO_ACCOUNTS) {
    await insertUserIfEmailFree(db, {
      email: account.email,
      passwordHash: await passwords.hash(account.password),
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      language: account.language,
    });
  }
  // The demo ADMIN coordinates one school and one village (and sees nothing else).
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN');
  const adminUser = admin ? await findUserByEmail(db, admin.email) : undefined;
  const adminSchoolId = schoolIds.get(DEMO_ADMIN_SCOPE.schoolCode);
  const adminVillageId = villageIds.get(DEMO_ADMIN_SCOPE.villageCode);
  if (adminUser && adminSchoolId !== undefined && adminVillageId !== undefined) {
    await db
      .insert(adminSchools)
      .values({ userId: adminUser.id, schoolId: adminSchoolId })
      .onConflictDoNothing();
    await db
      .insert(adminVillages)
      .values({ userId: adminUser.id, villageId: adminVillageId })
      .onConflictDoNothing();
  }
  // Students: those whose provider id is not there yet.
  const demoStudents = Object.entries(DEMO_STUDENTS).flatMap(([village, list]) =>
    list.map((student) => ({ village, student })),
  );
  const demoIds = demoStudents.map(({ student }) => student[0]);
  const existingStudents = await db
    .select({ externalId: students.externalId })
    .from(students)
    .where(inArray(students.externalId, demoIds));
  const seeded = new Set(existingStudents.map((row) => row.externalId));
  for (const { village, student } of demoStudents) {
    const [externalId, firstName, lastName, birthdate, gender, grade, school] = student;
    const villageId = villageIds.get(village);
    if (seeded.has(externalId) || villageId === undefined) continue;
    const { account, ...details } = DEMO_STUDENT_DETAILS[externalId] ?? {};
    const user = account ? await findUserByEmail(db, account) : undefined;
    await insertStudent(
      db,
      {
        externalId,
        firstName,
        lastName,
        birthdate,
        gender,
        grade,
        villageId,
        schoolId: school === null ? null : (schoolIds.get(school) ?? null),
        countryId: colombia.id,
        userId: user?.id ?? null,
        ...details,
      },
      new Date(),
    );
  }
  // Sponsors: those whose e-mail is no sponsor's yet, with their parents on first insert.
  for (const sponsor of DEMO_SPONSORS) {
    const schoolId = schoolIds.get(sponsor.school);
    if (schoolId === undefined) continue;
    const user = sponsor.account ? await findUserByEmail(db, sponsor.account) : undefined;
    const sponsorId = await insertSponsorIfFree(db, {
      firstName: sponsor.firstName,
      lastName: sponsor.lastName,
      email: sponsor.email,
      phone: sponsor.phone,
      schoolId,
      birthdate: sponsor.birthdate ?? null,
      active: sponsor.active ?? true,
      userId: user?.id ?? null,
    });
    if (sponsorId === undefined) continue;
    const locked = await lockSponsor(db, sponsorVisibility.everyone, sponsorId);
    if (!locked) throw new Error(`demo sponsor ${sponsorId} vanished`);
    for (const { addedBySponsor, ...parent } of sponsor.parents ?? [])
      await insertParent(db, locked, {
        address2: '',
        ...parent,
        confirmedAt: addedBySponsor ? null : new Date(),
      });
  }
  await publishDemoAgreementTexts(db, new Date());
  await seedDemoPeriods(db, new Date());
  await seedDemoSponsorships(db, new Date());
  await seedDemoParentAgreements(db, publicUrl, new Date());
  await seedDemoLetters(db, new Date(), store);
  await seedDemoLeadership(db, new Date(), schoolIds);
  await seedDemoEvents(db, new Date());
  await seedDemoDonations(db, new Date());
  return DEMO_ACCOUNTS;
}

/**
 * Pairings in the available year, when it has none: each demo sponsor with one or two students
 * (the demo sponsor with the demo student), so that some students have sponsors and others wait.
 */
async function seedDemoSponsorships(db: Database, now: Date): Promise<void> {
  const [year] = await db
    .select({ id: periods.id, startDate: periods.startDate })
    .from(periods)
    .where(eq(periods.status, 'available'));
  if (!year) return;
  const [existing] = await db
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(eq(sponsorships.periodId, year.id))
    .limit(1);
  if (existing) return;
  const sponsorRows = await db
    .select({ id: sponsors.id, email: sponsors.email })
    .from(sponsors)
    .where(
      and(
        eq(sponsors.active, true),
        inArray(
          sponsors.email,
          DEMO_SPONSORS.map((sponsor) => sponsor.email),
        ),
      ),
    )
    .orderBy(sponsors.id);
  const studentRows = await db
    .select({ id: students.id, externalId: students.externalId })
    .from(students)
    .where(
      inArray(
        students.externalId,
        Object.values(DEMO_STUDENTS)
          .flat()
          .map((row) => row[0]),
      ),
    )
    .orderBy(students.id);
  const demoStudentId = Object.entries(DEMO_STUDENT_DETAILS).find(
    ([, details]) => details.account,
  )?.[0];
  const ordered = [
    ...studentRows.filter((row) => row.externalId === demoStudentId),
    ...studentRows.filter((row) => row.externalId !== demoStudentId),
  ];
  const pairs: Array<{ sponsorId: number; studentId: number }> = [];
  sponsorRows.forEach((sponsor, index) => {
    const first = ordered[index];
    if (first) pairs.push({ sponsorId: sponsor.id, studentId: first.id });
    // Every other sponsor also sponsors the demo student: it shows "3 of 3" and "My sponsors".
    const demoStudent = ordered[0];
    if (
      index % 2 === 1 &&
      demoStudent &&
      pairs.filter((pair) => pair.studentId === demoStudent.id).length < 3
    ) {
      pairs.push({ sponsorId: sponsor.id, studentId: demoStudent.id });
    }
  });
  if (pairs.length === 0) return;
  // Paired when the year began (a minute apart, in order), so their letters count from the
  // year's due dates and the document status shows late ones; never after now.
  const yearStart = Math.min(Date.parse(`${year.startDate}T12:00:00Z`), now.getTime());
  await db.insert(sponsorships).values(
    pairs.map((pair, index) => ({
      ...pair,
      periodId: year.id,
      startedAt: new Date(yearStart - (pairs.length - index) * 60_000),
    })),
  );
}

/**
 * The demo's agreements are the default texts (the reference data seeds them as drafts),
 * published as they are so that signing, sponsoring and the letters run; they stay marked as
 * sample texts the programme has not reviewed. Only agreements with no published version.
 */
async function publishDemoAgreementTexts(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select({
      agreementId: agreementVersions.agreementId,
      version: agreementVersions.version,
      publishedAt: agreementVersions.publishedAt,
    })
    .from(agreementVersions);
  const published = new Set(
    rows.filter((row) => row.publishedAt !== null).map((row) => row.agreementId),
  );
  const drafts = new Map<number, number>();
  for (const row of rows) {
    if (row.publishedAt !== null || published.has(row.agreementId)) continue;
    drafts.set(row.agreementId, Math.max(drafts.get(row.agreementId) ?? 0, row.version));
  }
  for (const [agreementId, version] of drafts) {
    await db
      .update(agreementVersions)
      .set({ publishedAt: now })
      .where(
        and(
          eq(agreementVersions.agreementId, agreementId),
          eq(agreementVersions.version, version),
          isNull(agreementVersions.publishedAt),
        ),
      );
  }
}

/**
 * The demo's years, from 1 August to 31 July: the current one available, the one before closed,
 * the next one a draft (to show Activate). Only into a database without years.
 */
export async function seedDemoPeriods(db: Database, now: Date): Promise<void> {
  const [anyPeriod] = await db.select({ id: periods.id }).from(periods).limit(1);
  if (anyPeriod) return;
  const today = now.toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  const currentStart = today >= `${thisYear}-08-01` ? thisYear : thisYear - 1;
  const year = (start: number) => ({
    name: `${start}-${start + 1}`,
    searchText: `${start}-${start + 1}`,
    startDate: `${start}-08-01`,
    endDate: `${start + 1}-07-31`,
  });
  await db.insert(periods).values([
    { ...year(currentStart - 1), status: 'closed', activatedAt: now, closedAt: now },
    { ...year(currentStart), status: 'available', activatedAt: now },
    { ...year(currentStart + 1), status: 'draft' },
  ]);
}
