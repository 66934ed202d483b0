// One demo account per role, and the places the demo ADMIN coordinates.
import type { Language, Role } from '@portal/shared';
import type { Database } from '../client';
import type { PasswordHasher } from '../../lib/passwords';
import { findUserByEmail, insertUserIfEmailFree } from '../../modules/users/accounts.service';
import { adminSchools, adminVillages } from '../schema/index';
import type { DemoPlaces } from './demo-places';

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

/** What the demo ADMIN is assigned (registration codes of DEMO_SCHOOLS and DEMO_VILLAGES). */
export const DEMO_ADMIN_SCOPE = { schoolCode: 'SANJOSE-GUASCA', villageCode: 'ROSAL-CUN' } as const;

/** The accounts whose e-mail is no user's yet, and the demo ADMIN's school and village. */
export async function seedDemoAccounts(
  db: Database,
  passwords: PasswordHasher,
  { schoolIds, villageIds }: DemoPlaces,
): Promise<void> {
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
}
