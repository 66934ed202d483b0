// What the cells of a year depend on besides the day (the year, its letters and the required
// agreements), kept in memory per version of the lookup lists, which every change to these bumps;
// and what is late on the day of the request.
import type { Language, YearLetters } from '@portal/shared';
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { AgreementsService } from '../agreements/agreements.service';
import type { LettersService } from '../letters/letters.service';
import { findYear, type PeriodsService } from '../periods/periods.service';

type Year = NonNullable<Awaited<ReturnType<typeof findYear>>>;

interface YearFacts {
  year: Year;
  letters: YearLetters;
  /** Required sponsor agreements with a text: key, and title per language. */
  sponsorAgreements: Array<{
    key: string;
    titles: Partial<Record<Language, string>>;
    versionIds: number[];
  }>;
  /** Per required parent text, the ids of its current version. */
  parentVersionIds: number[][];
}

/** A year's facts, and what is late on the day of the request. */
export interface YearContext extends YearFacts {
  today: string;
  lateSent: number[];
  lateAnswered: number[];
}

export function isPast(day: string | null, today: string): boolean {
  return day !== null && day < today;
}

/**
 * The published versions whose signatures count, one id per number and language: the current
 * number's, and those of earlier numbers a change that was not material kept.
 */
export function currentVersionIds(agreement: {
  currentVersion: number;
  signedFromVersion: number;
  versions: Array<{ id: number; version: number; publishedAt: string | null }>;
}): number[] {
  return agreement.versions
    .filter(
      (version) =>
        version.publishedAt !== null &&
        version.version >= agreement.signedFromVersion &&
        version.version <= agreement.currentVersion,
    )
    .map((version) => version.id);
}

/**
 * An agreement's column heading in each language: the newest published title in that language
 * (the draft's before anything is published), so a number written in one language does not head
 * the other language's column with its title.
 */
function columnTitles(agreement: {
  currentVersion: number;
  versions: Array<{ version: number; language: string; title: string; publishedAt: string | null }>;
}): Record<string, string> {
  const titles: Record<string, string> = {};
  const shown = agreement.versions
    .filter((version) => agreement.currentVersion === 0 || version.publishedAt !== null)
    .sort((a, b) => b.version - a.version);
  for (const version of shown) titles[version.language] ??= version.title;
  return titles;
}

interface YearFactsDeps {
  db: Database;
  clock: Clock;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: Pick<AgreementsService, 'list'>;
  letters: Pick<LettersService, 'lettersOfYear'>;
  changes: Pick<ChangeFeed, 'version'>;
}

async function readFacts(
  { db, periods, letters, agreements }: YearFactsDeps,
  periodId: number | undefined,
): Promise<YearFacts | undefined> {
  const year =
    periodId === undefined ? await periods.findAvailable() : await findYear(db, periodId);
  if (!year) return undefined;
  const [yearLetters, all] = await Promise.all([letters.lettersOfYear(year), agreements.list()]);
  // A required agreement with no published text yet is missing for everyone who must sign it
  // (the gate before sponsoring and letters is closed too): its column says so.
  const required = all.filter((agreement) => agreement.required);
  return {
    year,
    letters: yearLetters,
    sponsorAgreements: required
      .filter((agreement) => agreement.audience === 'sponsor')
      .map((agreement) => ({
        key: agreement.key,
        titles: columnTitles(agreement),
        versionIds: currentVersionIds(agreement),
      })),
    parentVersionIds: required
      .filter((agreement) => agreement.audience === 'parent')
      .map(currentVersionIds),
  };
}

/** The year's context of a request (DocumentStatusContext.yearContext), with its facts' memory. */
export function createYearContexts(deps: YearFactsDeps) {
  /** Facts per year id ('available': the available year's), for `factsVersion` of the lists. */
  const factsCache = new Map<number | 'available', Promise<YearFacts | undefined>>();
  let factsVersion: number | undefined;

  /**
   * The year's facts: one small read of the lists' version per request, the rest from memory
   * unless a year, its letters or an agreement changed since (in any process). Undefined when
   * the grid asks for the available year and there is none.
   */
  async function yearFacts(periodId: number | undefined): Promise<YearFacts | undefined> {
    const version = await deps.changes.version('lists');
    if (version !== factsVersion) {
      factsCache.clear();
      factsVersion = version;
    }
    const key = periodId ?? 'available';
    let facts = factsCache.get(key);
    if (!facts) {
      facts = readFacts(deps, periodId);
      factsCache.set(key, facts);
      // A failed read is not kept: the next request tries again.
      facts.catch(() => factsCache.delete(key));
    }
    const found = await facts;
    if (!found && periodId !== undefined) {
      // Unknown ids are not kept: asking for many would otherwise fill the memory.
      factsCache.delete(key);
      throw appError('NOT_FOUND');
    }
    return found;
  }

  return async function yearContext(
    periodId: number | undefined,
  ): Promise<YearContext | undefined> {
    const facts = await yearFacts(periodId);
    if (!facts) return undefined;
    const today = deps.clock.now().toISOString().slice(0, 10);
    return {
      ...facts,
      today,
      lateSent: facts.letters.letters
        .filter((letter) => isPast(letter.dueDate, today))
        .map((letter) => letter.number),
      lateAnswered: facts.letters.letters
        .filter((letter) => isPast(letter.answerDueDate, today))
        .map((letter) => letter.number),
    };
  };
}
