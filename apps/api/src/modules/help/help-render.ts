// A topic's Markdown as HTML safe to put in a page: markdown-it without raw HTML (a `<script>`
// typed in a file shows as text), and links only to web addresses (http, https), e-mail
// addresses and the portal's own relative paths. Anything else (javascript:, data:, file:)
// stays as plain text.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i;
markdown.validateLink = (url: string) => ALLOWED_LINK.test(url.trim());

// The topic's title is the page's or the dialog's second level heading: a file's `##` sections
// sit below it (h3), whatever level the file starts at.
markdown.core.ruler.push('help_heading_levels', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
    }
  }
});

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
