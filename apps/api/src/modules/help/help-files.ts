// Reads the help texts: one Markdown file per topic and language, `<folder>/<language>/<id>.md`,
// each opening with a small front matter between `---` lines:
//
//   ---
//   title: Students
//   kind: screen                      (guide, screen, faq or contact)
//   roles: SUPER_ADMIN, GLOBAL_ADMIN  (or `all`)
//   screens: /edrocks/students, /edrocks/students/:id/details
//   keywords: child, grade, photo
//   summary: One sentence saying what the topic explains.
//   ---
//
// A plain `key: value` per line, lists separated by commas: the programme edits these files, so
// the format is the least it can get wrong, and every mistake is named with its file.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  HELP_TOPIC_ID_MAX_LENGTH,
  HELP_TOPIC_ID_PATTERN,
  HELP_TOPIC_KINDS,
  LANGUAGES,
  ROLES,
  type HelpTopicKind,
  type Language,
  type Role,
} from '@portal/shared';

export interface HelpFile {
  id: string;
  language: Language;
  kind: HelpTopicKind;
  title: string;
  summary: string;
  roles: Role[];
  screens: string[];
  keywords: string[];
  /** The Markdown after the front matter. */
  body: string;
  /** Where it was read, for the messages about it. */
  file: string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(120),
  kind: z.enum(HELP_TOPIC_KINDS),
  roles: z
    .string()
    .transform((text) => (text.trim() === 'all' ? [...ROLES] : list(text)))
    .pipe(z.array(z.enum(ROLES)).min(1)),
  screens: z
    .string()
    .default('')
    .transform(list)
    .pipe(z.array(z.string().regex(/^\/[A-Za-z0-9_/:?-]*$/))),
  keywords: z.string().default('').transform(list),
  summary: z.string().trim().min(1).max(300),
});

export class HelpFileError extends Error {}

/** The front matter and the body of one file; throws HelpFileError naming what is wrong. */
export function parseHelpFile(text: string, file: string, language: Language): HelpFile {
  const id = path.basename(file, '.md');
  if (!HELP_TOPIC_ID_PATTERN.test(id) || id.length > HELP_TOPIC_ID_MAX_LENGTH) {
    throw new HelpFileError(`${file}: the file name must be lower-case words joined by dashes`);
  }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new HelpFileError(`${file}: the file must start with a front matter (---)`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new HelpFileError(`${file}: "${line}" is not "name: value"`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new HelpFileError(`${file}: ${problems.join('; ')}`);
  }
  return { id, language, ...parsed.data, body: match[2] ?? '', file };
}

async function markdownFilesIn(folder: string): Promise<string[]> {
  try {
    const names = await readdir(folder);
    return names.filter((name) => name.endsWith('.md')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface ReadHelpFolderResult {
  files: HelpFile[];
  /** Files that could not be read, with why (kept out of the help). */
  problems: string[];
}

/** Every topic file of `root` (`root/en-US/*.md`, `root/es-CO/*.md`); a missing folder is empty. */
export async function readHelpFolder(root: string): Promise<ReadHelpFolderResult> {
  const files: HelpFile[] = [];
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const folder = path.join(root, language);
    for (const name of await markdownFilesIn(folder)) {
      const file = path.join(folder, name);
      try {
        files.push(parseHelpFile(await readFile(file, 'utf8'), file, language));
      } catch (error) {
        if (!(error instanceof HelpFileError)) throw error;
        problems.push(error.message);
      }
    }
  }
  return { files, problems };
}
