// What the help answers: a caller's topics (the topics written for their role, in their
// language or, missing there, the other one), a search over them and one topic as HTML.
import {
  HELP_ERRORS,
  LANGUAGES,
  type HelpIndex,
  type HelpTopic,
  type HelpTopicKind,
  type HelpTopicSummary,
  type Language,
  type Role,
} from '@portal/shared';
import { appError } from '../../lib/errors';
import type { HelpFile } from './help-files';
import type { HelpLibrary, HelpLibraryReader } from './help-library';
import { renderHelpMarkdown } from './help-render';
import { searchHelp } from './help-search';

const KIND_ORDER: Record<HelpTopicKind, number> = { guide: 0, screen: 1, faq: 2, contact: 3 };

/** The file to show: the language asked for, or the other one when the topic lacks it. */
function fileIn(byLanguage: Partial<Record<Language, HelpFile>>, language: Language) {
  const own = byLanguage[language];
  if (own) return own;
  const other = LANGUAGES.find((candidate) => byLanguage[candidate]);
  return other ? byLanguage[other] : undefined;
}

function visibleFiles(library: HelpLibrary, role: Role, language: Language): HelpFile[] {
  const files = [...library.topics.values()]
    .map((byLanguage) => fileIn(byLanguage, language))
    .filter((file): file is HelpFile => file !== undefined && file.roles.includes(role));
  return files.sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title, language),
  );
}

function summaryOf(file: HelpFile): HelpTopicSummary {
  const { id, kind, title, summary, screens } = file;
  return { id, kind, title, summary, screens };
}

export function helpService(library: HelpLibraryReader) {
  return {
    async index(role: Role, language: Language, query?: string): Promise<HelpIndex> {
      const loaded = await library.get();
      const files = visibleFiles(loaded, role, language);
      const results =
        query === undefined
          ? null
          : searchHelp(
              files.flatMap((file) => loaded.entries.get(file) ?? []),
              query,
            );
      return {
        language,
        guideId: files.find((file) => file.kind === 'guide')?.id ?? null,
        topics: files.map(summaryOf),
        results,
      };
    },

    async topic(role: Role, language: Language, id: string): Promise<HelpTopic> {
      const byLanguage = (await library.get()).topics.get(id);
      const file = byLanguage && fileIn(byLanguage, language);
      if (!file || !file.roles.includes(role)) throw appError(HELP_ERRORS.HELP_TOPIC_NOT_FOUND);
      return {
        ...summaryOf(file),
        language: file.language,
        isFallback: file.language !== language,
        html: renderHelpMarkdown(file.body),
        roles: file.roles,
      };
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
