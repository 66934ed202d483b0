// The help's search: every word typed must appear in a topic's title, keywords or text (a
// frequently asked question is its own entry: its question and answer), accents and case
// aside, so "renovacion" finds "renovación" and "Jose" finds "José". Matches in a title count
// most, then keywords, then the text.
import { HELP_SEARCH_LIMIT, type HelpSearchResult } from '@portal/shared';
import { plainHelpText } from './help-render';
import type { HelpFile } from './help-files';

/** One searchable entry: a topic, or one question of the FAQ topic. */
export interface HelpSearchEntry {
  topicId: string;
  title: string;
  question: string | null;
  keywords: string;
  text: string;
}

/** Lower case without accents, with where each character came from in the original text. */
function folded(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const plain = (text[index] ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    value += plain;
    for (let count = 0; count < plain.length; count++) origin.push(index);
  }
  return { value, origin };
}

export function foldForSearch(text: string): string {
  return folded(text).value;
}

/** The FAQ's questions: each `## Question` heading and the text below it. */
export function faqQuestions(body: string): Array<{ question: string; answer: string }> {
  return body
    .split(/^## +/m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf('\n');
      const question = (newline === -1 ? part : part.slice(0, newline)).trim();
      return { question, answer: newline === -1 ? '' : part.slice(newline + 1).trim() };
    })
    .filter((entry) => entry.question !== '');
}

export function searchEntriesOf(topic: HelpFile): HelpSearchEntry[] {
  const keywords = topic.keywords.join(' ');
  if (topic.kind === 'faq') {
    return faqQuestions(topic.body).map(({ question, answer }) => ({
      topicId: topic.id,
      title: topic.title,
      question,
      keywords,
      text: plainHelpText(answer),
    }));
  }
  return [
    {
      topicId: topic.id,
      title: topic.title,
      question: null,
      keywords,
      text: plainHelpText(topic.body),
    },
  ];
}

const EXCERPT_BEFORE = 60;
const EXCERPT_LENGTH = 180;

function excerptAround(text: string, word: string): string {
  const { value, origin } = folded(text);
  const at = value.indexOf(word);
  const start = at === -1 ? 0 : Math.max(0, (origin[at] ?? 0) - EXCERPT_BEFORE);
  const cut = text.slice(start, start + EXCERPT_LENGTH).trim();
  return `${start > 0 ? '… ' : ''}${cut}${start + EXCERPT_LENGTH < text.length ? ' …' : ''}`;
}

export function searchHelp(entries: HelpSearchEntry[], query: string): HelpSearchResult[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const heading = foldForSearch(`${entry.title} ${entry.question ?? ''}`);
    const keywords = foldForSearch(entry.keywords);
    const text = foldForSearch(entry.text);
    let score = 0;
    for (const word of words) {
      const wordScore =
        (heading.includes(word) ? 3 : 0) +
        (keywords.includes(word) ? 2 : 0) +
        (text.includes(word) ? 1 : 0);
      if (wordScore === 0) return [];
      score += wordScore;
    }
    return [{ entry, score }];
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, HELP_SEARCH_LIMIT)
    .map(({ entry }) => ({
      topicId: entry.topicId,
      title: entry.title,
      question: entry.question,
      excerpt: excerptAround(entry.text, words[0] ?? ''),
    }));
}
