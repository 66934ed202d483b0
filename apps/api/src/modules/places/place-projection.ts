// A school or village row as the API answers it.
import type { Place, PlaceKind } from '@portal/shared';
import type { PlaceRecord } from './places.repo';

export function toPlace(kind: PlaceKind, row: PlaceRecord): Place {
  return {
    id: row.id,
    kind,
    name: row.name,
    countryId: row.countryId,
    countryCode: row.countryCode,
    countryName: row.countryName,
    stateId: row.stateId,
    stateName: row.stateName,
    enabled: row.enabled,
    registrationEnabled: row.registrationEnabled,
    registrationCode: row.registrationCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
