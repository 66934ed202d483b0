// The help texts shipped with the portal: every file reads (front matter valid), every topic is
// written in both languages with the same kind, roles and screens, every role has its guide, and
// the FAQ has questions. A broken edit fails here rather than in front of a reader.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROLES } from '@portal/shared';
import { parseHelpFile, readHelpFolder, HelpFileError } from './help-files';
import { SHIPPED_HELP_FOLDER } from './help-library';
import { faqQuestions } from './help-search';

describe('the shipped help texts', () => {
  it('read without a problem, each topic in both languages alike', async () => {
    const { files, problems } = await readHelpFolder(SHIPPED_HELP_FOLDER);
    expect(problems).toEqual([]);
    const ids = [...new Set(files.map((file) => file.id))].sort();
    for (const id of ids) {
      const versions = LANGUAGES.map((language) =>
        files.find((file) => file.id === id && file.language === language),
      );
      expect(versions.map((file) => file?.language)).toEqual([...LANGUAGES]);
      const [first, ...others] = versions;
      for (const other of others) {
        expect([id, other?.kind, other?.roles, other?.screens]).toEqual([
          id,
          first?.kind,
          first?.roles,
          first?.screens,
        ]);
      }
    }
    for (const role of ROLES) {
      const guides = files.filter((file) => file.kind === 'guide' && file.roles.includes(role));
      expect(guides.length, role).toBeGreaterThan(0);
    }
    const faq = files.filter((file) => file.kind === 'faq');
    expect(faq.length).toBe(LANGUAGES.length);
    for (const file of faq) expect(faqQuestions(file.body).length).toBeGreaterThan(3);
  });

  it('names the mistake of a broken file', () => {
    const cases = [
      ['no front matter', /front matter/],
      ['---\ntitle: A\nkind: page\nroles: all\nsummary: S\n---\n', /kind/],
      ['---\ntitle: A\nkind: screen\nroles: DIRECTOR\nsummary: S\n---\n', /roles/],
      ['---\ntitle A\n---\n', /is not "name: value"/],
    ] as const;
    for (const [text, problem] of cases) {
      expect(() => parseHelpFile(text, 'topic.md', 'en-US')).toThrow(HelpFileError);
      expect(() => parseHelpFile(text, 'topic.md', 'en-US')).toThrow(problem);
    }
    expect(() => parseHelpFile('---\n---\n', 'Bad_Name.md', 'en-US')).toThrow(/file name/);
  });
});
