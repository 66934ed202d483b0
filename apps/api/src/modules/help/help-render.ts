// A topic's Markdown as HTML safe to put in a page: markdown-it without raw HTML (a `<script>`
// typed in a file shows as text), and links only to web addresses (http, https), e-mail
// addresses and the portal's own relative paths. Anything else (javascript:, data:, file:)
// stays as plain text.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i;
markdown.validateLink = (url: string) => ALLOWED_LINK.test(url.trim());

export function renderHelpMarkdown(text: string): string {
  return markdown.render(text);
}

/** The text a person reads, for the search: no markup, links as their words. */
export function plainHelpText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
