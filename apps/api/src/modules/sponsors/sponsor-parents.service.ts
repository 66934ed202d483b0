// A sponsor's parents or guardians (`sponsor-parents.ts`: who lists, adds, changes, removes and
// confirms them; decision 030). This file only assembles those use cases.
import { bindUseCases } from '../../lib/use-cases';
import {
  confirmParent,
  createParent,
  deleteParent,
  listParents,
  updateParent,
  type SponsorParentsServiceDeps,
} from './sponsor-parents';

export { sponsorMailboxes, type SponsorParentsServiceDeps } from './sponsor-parents';

export function createSponsorParentsService(context: SponsorParentsServiceDeps) {
  return bindUseCases(context, {
    listParents,
    createParent,
    updateParent,
    deleteParent,
    confirmParent,
  });
}

export type SponsorParentsService = ReturnType<typeof createSponsorParentsService>;
