// The demo's sponsors of the demo schools, found again by their e-mail, with their parents.
import type { Language } from '@portal/shared';
import type { Database } from '../client';
import { insertSponsorIfFree } from '../../modules/sponsors/sponsors.service';
import { insertParentsOfSponsor } from '../../modules/sponsors/sponsor-seeding.service';
import { findUserByEmail } from '../../modules/users/accounts.service';

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

/** Sponsors: those whose e-mail is no sponsor's yet, with their parents on first insert. */
export async function seedDemoSponsors(
  db: Database,
  schoolIds: ReadonlyMap<string, number>,
): Promise<void> {
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
    const parents = (sponsor.parents ?? []).map(({ addedBySponsor, ...parent }) => ({
      address2: '',
      ...parent,
      confirmedAt: addedBySponsor ? null : new Date(),
    }));
    if (!(await insertParentsOfSponsor(db, sponsorId, parents)))
      throw new Error(`demo sponsor ${sponsorId} vanished`);
  }
}
