// The demo's students in each village, found again by their provider id.
import { inArray } from 'drizzle-orm';
import type { Gender, Grade } from '@portal/shared';
import type { Database } from '../client';
import { insertStudent, type NewStudent } from '../../modules/students/students.service';
import { findUserByEmail } from '../../modules/users/accounts.service';
import { students } from '../schema/index';
import type { DemoPlaces, DemoSchoolCode, DemoVillageCode } from './demo-places';

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
export const DEMO_STUDENTS: Readonly<Record<DemoVillageCode, readonly DemoStudent[]>> = {
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
export const DEMO_STUDENT_DETAILS: Readonly<
  Record<string, Partial<NewStudent> & { account?: string }>
> = {
  // The demo STUDENT account signs in as this student.
  'DEMO-001': { account: 'student@example.org' },
  'DEMO-004': { leadershipDistinction: true },
  'DEMO-010': { leadershipDistinction: true },
  'DEMO-013': { status: 'inactive' },
  'DEMO-020': { status: 'alumni' },
};

/** Students: those whose provider id is not there yet. */
export async function seedDemoStudents(
  db: Database,
  { countryId, schoolIds, villageIds }: DemoPlaces,
): Promise<void> {
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
        countryId,
        userId: user?.id ?? null,
        ...details,
      },
      new Date(),
    );
  }
}
