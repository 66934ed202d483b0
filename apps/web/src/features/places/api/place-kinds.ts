// The two kinds of place share every endpoint shape; these tables pick the right paths.
import { PLACE_ENDPOINTS, type Area, type PlaceKind } from '@portal/shared';
import { PATHS } from '../../../config/paths';

/** The list and export paths (the list screen still takes paths; the other calls use contracts). */
export const PLACE_API: Record<PlaceKind, { list: string; export: string }> = {
  school: { list: PLACE_ENDPOINTS.school.list.path, export: PLACE_ENDPOINTS.school.export.path },
  village: {
    list: PLACE_ENDPOINTS.village.list.path,
    export: PLACE_ENDPOINTS.village.export.path,
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

export const placesQueryKey = (kind: PlaceKind) => ['places', kind] as const;
