// What the sponsor and parent audiences depend on besides the people: the available year (its
// sponsorships are "this year"), its letters' due dates ({{letterDue}}, "missing letter N"), and
// the versions of the required agreements whose signatures count, as the document status reads
// them (a required text with nothing published is missing for everyone).
import { countingAgreementVersionIds } from '../document-status/document-status.service';
import type { AgreementsService } from '../agreements/agreements.service';
import type { LettersService } from '../letters/letters.service';
import type { PeriodsService } from '../periods/periods.service';
import type { Clock } from '../../lib/clock';

export interface AudienceFacts {
  /** The available year; none: nobody sponsors "this year". */
  year: { id: number; startDate: string } | undefined;
  /** The day a sponsor must be 18 by not to need the parent agreement. */
  adultOn: string;
  /** Each letter's due date (the sponsor's), by number. */
  letterDueDates: Map<number, string | null>;
  /** Per required sponsor agreement, the ids of the versions whose signature counts. */
  sponsorAgreementVersions: number[][];
  /** The same for the required parent texts. */
  parentAgreementVersions: number[][];
}

interface FactsDeps {
  clock: Clock;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: Pick<AgreementsService, 'list'>;
  letters: Pick<LettersService, 'lettersOfYear'>;
}

export async function readAudienceFacts(deps: FactsDeps): Promise<AudienceFacts> {
  const year = await deps.periods.findAvailable();
  const [letters, all] = await Promise.all([
    year ? deps.letters.lettersOfYear(year) : Promise.resolve(undefined),
    deps.agreements.list(),
  ]);
  const required = all.filter((agreement) => agreement.required);
  return {
    year: year ? { id: year.id, startDate: year.startDate } : undefined,
    adultOn: year?.startDate ?? deps.clock.now().toISOString().slice(0, 10),
    letterDueDates: new Map(
      (letters?.letters ?? []).map((letter) => [letter.number, letter.dueDate]),
    ),
    sponsorAgreementVersions: required
      .filter((agreement) => agreement.audience === 'sponsor')
      .map(countingAgreementVersionIds),
    parentAgreementVersions: required
      .filter((agreement) => agreement.audience === 'parent')
      .map(countingAgreementVersionIds),
  };
}
