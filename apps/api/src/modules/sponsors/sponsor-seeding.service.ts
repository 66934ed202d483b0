// The system's own sponsors' parents (the demo data): added beside any caller, under the
// sponsor's lock, as the sponsors' parents always are. Other modules reach the sponsors' repos
// only through a service.
import type { Database } from '../../db/client';
import { insertParent, type NewSponsorParent } from './sponsor-parents.repo';
import { lockSponsor, sponsorVisibility } from './sponsors.repo';

/** Adds the parents to the sponsor; false when there is no such sponsor. */
export async function insertParentsOfSponsor(
  tx: Database,
  sponsorId: number,
  parents: readonly NewSponsorParent[],
): Promise<boolean> {
  const locked = await lockSponsor(tx, sponsorVisibility.everyone, sponsorId);
  if (!locked) return false;
  for (const parent of parents) await insertParent(tx, locked, parent);
  return true;
}
