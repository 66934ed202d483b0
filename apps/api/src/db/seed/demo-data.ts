// A small, realistic, bilingual data set for `npm run demo`: schools and villages in Colombia
// and one account per role. Idempotent (inserts only what is missing); later issues add their
// areas (students, sponsorships, letters...) here.
import { eq, inArray } from 'drizzle-orm';
import type { Language, Role } from '@portal/shared';
import type { Database } from '../client';
import type { PasswordHasher } from '../../lib/passwords';
import { insertUserIfEmailFree } from '../../modules/users/users.repo';
import { countries, schools, states, villages } from '../schema/index';

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

export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
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
  const place = (entry: { name: string; state: string; registrationCode: string }) => ({
    name: entry.name,
    countryId: colombia.id,
    stateId: stateId(entry.state),
    enabled: true,
    registrationEnabled: true,
    registrationCode: entry.registrationCode,
  });

  // The unique registration codes make these inserts idempotent.
  await db.insert(schools).values(DEMO_SCHOOLS.map(place)).onConflictDoNothing();
  await db.insert(villages).values(DEMO_VILLAGES.map(place)).onConflictDoNothing();
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
  return DEMO_ACCOUNTS;
}
