// The demo's schools and villages in Colombia, each known by its registration code: a place
// whose code exists already is there, so running again adds nothing.
import { eq, inArray } from 'drizzle-orm';
import type { PlaceKind } from '@portal/shared';
import type { Database } from '../client';
import { findPlaceByRegistrationCode } from '../../modules/places/places.service';
import { insertPlaceWithCode } from '../../modules/places/place-seeding.service';
import { countries, states } from '../schema/index';

export const DEMO_SCHOOLS = [
  { name: 'Colegio San José de Guasca', state: 'CO-CUN', registrationCode: 'SANJOSE-GUASCA' },
  { name: 'Institución Educativa Rural El Hato', state: 'CO-ANT', registrationCode: 'ELHATO-ANT' },
  { name: 'Colegio Nuestra Señora del Carmen', state: 'CO-BOY', registrationCode: 'CARMEN-BOY' },
] as const;

export const DEMO_VILLAGES = [
  { name: 'Vereda La Esperanza', state: 'CO-ANT', registrationCode: 'ESPERANZA-ANT' },
  { name: 'Vereda El Rosal', state: 'CO-CUN', registrationCode: 'ROSAL-CUN' },
  { name: 'Vereda San Isidro', state: 'CO-BOY', registrationCode: 'SANISIDRO-BOY' },
  { name: 'Vereda Las Palmas', state: 'CO-CUN', registrationCode: 'PALMAS-CUN' },
] as const;

export type DemoVillageCode = (typeof DEMO_VILLAGES)[number]['registrationCode'];
export type DemoSchoolCode = (typeof DEMO_SCHOOLS)[number]['registrationCode'];

/** The demo's country and its places' ids by registration code. */
export interface DemoPlaces {
  countryId: number;
  schoolIds: Map<string, number>;
  villageIds: Map<string, number>;
}

export async function seedDemoPlaces(db: Database): Promise<DemoPlaces> {
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
  const ensurePlace = async (
    kind: PlaceKind,
    entry: { name: string; state: string; registrationCode: string },
  ) => {
    const existing = await findPlaceByRegistrationCode(db, entry.registrationCode);
    if (existing) return existing.id;
    return db.transaction((tx) =>
      insertPlaceWithCode(
        tx,
        kind,
        {
          name: entry.name,
          countryId: colombia.id,
          stateId: stateId(entry.state),
          enabled: true,
          registrationEnabled: true,
        },
        entry.registrationCode,
      ),
    );
  };
  const schoolIds = new Map<string, number>();
  for (const entry of DEMO_SCHOOLS) {
    schoolIds.set(entry.registrationCode, await ensurePlace('school', entry));
  }
  const villageIds = new Map<string, number>();
  for (const entry of DEMO_VILLAGES) {
    villageIds.set(entry.registrationCode, await ensurePlace('village', entry));
  }
  return { countryId: colombia.id, schoolIds, villageIds };
}
