// The two kinds of place share every endpoint shape; these tables pick the right paths.
import { API, type Area, type PlaceKind } from '@portal/shared';
import { PATHS } from '../../../config/paths';

export const PLACE_API: Record<
  PlaceKind,
  { list: string; export: string; one: string; code: string }
> = {
  school: {
    list: API.schools,
    export: API.schoolsExport,
    one: API.school,
    code: API.schoolRegistrationCode,
  },
  village: {
    list: API.villages,
    export: API.villagesExport,
    one: API.village,
    code: API.villageRegistrationCode,
  },
};

export const PLACE_AREA: Record<PlaceKind, Extract<Area, 'schools' | 'villages'>> = {
  school: 'schools',
  village: 'villages',
};

export const PLACE_PATHS: Record<PlaceKind, { list: string; create: string; edit: string }> = {
  school: { list: PATHS.schools, create: PATHS.schoolNew, edit: PATHS.schoolEdit },
  village: { list: PATHS.villages, create: PATHS.villageNew, edit: PATHS.villageEdit },
};

export function placeApiPath(template: string, id: number): string {
  return template.replace(':id', String(id));
}

export const placesQueryKey = (kind: PlaceKind) => ['places', kind] as const;
