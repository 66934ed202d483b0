// The sponsors' donation pages (donation-pages.ts): the public page a donor opens by its two
// public ids, and the sponsor's own pages with the text they write (decisions/024, 031). This
// file only assembles those use cases.
import { bindUseCases } from '../../lib/use-cases';
import {
  findOpenPage,
  makeDonationPagesContext,
  myPages,
  page,
  updateMyPage,
  type DonationPagesDeps,
} from './donation-pages';

export {
  pageFirstNames,
  pagePathOf,
  type DonationPagesDeps,
  type OpenPage,
} from './donation-pages';

export function createDonationPagesService(deps: DonationPagesDeps) {
  return bindUseCases(makeDonationPagesContext(deps), {
    findOpenPage,
    page,
    myPages,
    updateMyPage,
  });
}

export type DonationPagesService = ReturnType<typeof createDonationPagesService>;
