// The help texts as the API serves them: the files shipped with the portal (`help/` at the
// repository's root), each replaced by the file of the same language and name in DATA_DIR/help
// when a deployment has one there (and topics added there join). The library is read at start,
// where a broken shipped file stops the start-up naming it, and read again once its copy is
// older than RELOAD_AFTER_MS, so an edit in DATA_DIR/help shows within seconds without a restart;
// a broken file there is left out and logged, the others keep working.
import path from 'node:path';
import { LANGUAGES, type Language } from '@portal/shared';
import { REPO_ROOT } from '../../config';
import { readHelpFolder, type HelpFile } from './help-files';
import { searchEntriesOf, type HelpSearchEntry } from './help-search';

export const SHIPPED_HELP_FOLDER = path.join(REPO_ROOT, 'help');
const RELOAD_AFTER_MS = 10_000;

/** Each topic's file per language (a topic added in DATA_DIR/help may have only one). */
export type HelpTopics = Map<string, Partial<Record<Language, HelpFile>>>;

export interface HelpLibrary {
  topics: HelpTopics;
  /** The search's entries of each topic in each language it is written in. */
  entries: Map<HelpFile, HelpSearchEntry[]>;
}

export interface HelpLibrarySource {
  shippedFolder: string;
  overrideFolder: string;
  now: () => number;
  warn: (message: string) => void;
}

async function loadLibrary(source: HelpLibrarySource): Promise<HelpLibrary> {
  const shipped = await readHelpFolder(source.shippedFolder);
  if (shipped.problems.length > 0) {
    throw new Error(`The help texts have mistakes:\n${shipped.problems.join('\n')}`);
  }
  const override = await readHelpFolder(source.overrideFolder);
  for (const problem of override.problems) source.warn(`Help text left out: ${problem}`);
  const topics: HelpTopics = new Map();
  for (const file of [...shipped.files, ...override.files]) {
    topics.set(file.id, { ...topics.get(file.id), [file.language]: file });
  }
  const entries = new Map<HelpFile, HelpSearchEntry[]>();
  for (const byLanguage of topics.values()) {
    for (const language of LANGUAGES) {
      const file = byLanguage[language];
      if (file) entries.set(file, searchEntriesOf(file));
    }
  }
  return { topics, entries };
}

/** The library, read at most every RELOAD_AFTER_MS; `ready` rejects when a shipped file is broken. */
export function helpLibrary(source: HelpLibrarySource) {
  let current = loadLibrary(source);
  let loadedAt = source.now();
  let reloading: Promise<void> | null = null;

  async function reload(): Promise<void> {
    try {
      const next = await loadLibrary(source);
      current = Promise.resolve(next);
    } catch (error) {
      source.warn(`The help texts were not read again: ${(error as Error).message}`);
    } finally {
      loadedAt = source.now();
      reloading = null;
    }
  }

  return {
    ready: () => current.then(() => undefined),
    async get(): Promise<HelpLibrary> {
      if (source.now() - loadedAt > RELOAD_AFTER_MS && !reloading) reloading = reload();
      if (reloading) await reloading;
      return current;
    },
  };
}
export type HelpLibraryReader = ReturnType<typeof helpLibrary>;
