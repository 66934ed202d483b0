// The two kinds of place share every endpoint shape (PLACE_ENDPOINTS[kind]); these tables
// pick the right area, screens and query keys.
import type { Area, PlaceKind } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { recordKeys, type RecordKeys } from '../../../config/query-keys';

export const PLACE_AREA: Record<PlaceKind, Extract<Area, 'schools' | 'villages'>> = {
  school: 'schools',
  village: 'villages',
};

export const PLACE_PATHS: Record<PlaceKind, { list: string; create: string; edit: string }> = {
  school: { list: PATHS.schools, create: PATHS.schoolNew, edit: PATHS.schoolEdit },
  village: { list: PATHS.villages, create: PATHS.villageNew, edit: PATHS.villageEdit },
};

/** The query keys of each kind (config/query-keys.ts). */
export const PLACE_KEYS: Record<PlaceKind, RecordKeys> = {
  school: recordKeys('schools'),
  village: recordKeys('villages'),
};
