// Agreements: the texts sponsors sign (agreement-texts.ts, written in agreement-drafts.ts), a
// sponsor's own agreements and signing them (sponsor-signatures.ts), and the gate the other areas
// ask (agreement-gate.ts). Versions are numbered per agreement across languages, and a sponsor
// has signed an agreement when they signed its current published number in any language. Only
// published texts count: a required agreement with none is missing, never skipped
// (docs/decisions/033-agreements-fail-closed.md).
//
// This file only assembles the use cases; the rules every part reads are agreement-versions.ts.
import { bindUseCases } from '../../lib/use-cases';
import { newVersion, publish, update, updateDraft } from './agreement-drafts';
import { missingForSponsors, missingSponsorAgreements } from './agreement-gate';
import { list, listFor, missingTexts } from './agreement-texts';
import type { AgreementsContext } from './agreements-context';
import { accept, mine } from './sponsor-signatures';

export {
  currentText,
  currentTexts,
  isMinorOn,
  sha256,
  type SigningContext,
} from './agreement-versions';

export type AgreementsServiceDeps = AgreementsContext;

export function createAgreementsService(context: AgreementsServiceDeps) {
  return bindUseCases(context, {
    list,
    listFor,
    missingTexts,
    update,
    newVersion,
    updateDraft,
    publish,
    mine,
    accept,
    missingSponsorAgreements,
    missingForSponsors,
  });
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;

// The texts a new portal starts with (the reference data).
export { DEFAULT_AGREEMENT_TEXTS } from './default-agreement-texts';
