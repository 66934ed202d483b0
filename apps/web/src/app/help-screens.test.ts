// The help texts (help/<language>/*.md at the repository's root) name the screens they explain
// by the web app's route paths: each named path must be a screen of the app, so that a renamed
// screen or a typo in a text fails here; and every entry of every role's menu must open with a
// topic behind its "?" (components/help/screen-topic.ts), in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROLES, type HelpTopicSummary, type Role } from '@portal/shared';
import { findScreenTopic } from '../components/help/screen-topic';
import { getMenuForRole, SCREENS } from './features';

const HELP_FOLDER = path.resolve(import.meta.dirname, '../../../../help');

interface TopicFile extends HelpTopicSummary {
  roles: string[];
}

/** The front matter fields the web cares about (the API reads and checks the whole file). */
function readTopics(language: string): TopicFile[] {
  const folder = path.join(HELP_FOLDER, language);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      const field = (key: string) =>
        new RegExp(`^${key}:(.*)$`, 'm').exec(front)?.[1]?.trim() ?? '';
      const list = (key: string) =>
        field(key)
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      return {
        id: name.replace(/\.md$/, ''),
        kind: field('kind') as HelpTopicSummary['kind'],
        title: field('title'),
        summary: field('summary'),
        screens: list('screens'),
        roles: field('roles') === 'all' ? [...ROLES] : list('roles'),
      };
    });
}

describe('the help texts', () => {
  const known = new Set(SCREENS.map((screen) => screen.path));

  it.each(LANGUAGES)('name only screens the app has (%s)', (language) => {
    const unknown = readTopics(language).flatMap((topic) =>
      topic.screens
        .filter((screen) => !known.has(screen))
        .map((screen) => `${topic.id}: ${screen}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(LANGUAGES)("explain every screen of each role's menu (%s)", (language) => {
    const topics = readTopics(language);
    const missing = ROLES.flatMap((role: Role) => {
      const own = topics.filter((topic) => topic.roles.includes(role));
      return getMenuForRole(role)
        .flatMap((group) => group.items)
        .filter((item) => item.id !== 'help' && !findScreenTopic(own, item.path))
        .map((item) => `${role}: ${item.path}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('findScreenTopic', () => {
  const topics = readTopics('en-US');

  it('finds a screen listed exactly, or the screen a page lies under', () => {
    expect(findScreenTopic(topics, '/edrocks')?.id).toBe('dashboard');
    expect(findScreenTopic(topics, '/edrocks/students/12/details')?.id).toBe('students');
    expect(findScreenTopic(topics, '/edrocks/email/campaigns/7/edit')?.id).toBe('email');
    expect(findScreenTopic(topics, '/edrocks/letters/review/3')?.id).toBe('letter-review');
    expect(findScreenTopic(topics, '/edrocks/nowhere')).toBeUndefined();
  });
});
