// A campaign's message, from Markdown to what the queue sends: the body becomes HTML with
// markdown-it (no raw HTML, links made of bare addresses), is laid out by MJML 4 in the
// programme's simple layout (header, body, footer with why the recipient gets it and the
// unsubscribe link), and becomes plain text with html-to-text. MJML is slow (tens of
// milliseconds): the layout is rendered once per language with the variables left as `{{name}}`
// tokens, and each recipient's values are put in afterwards (escaped in the HTML, as they are in
// the text), so ten thousand recipients cost one render and ten thousand string replaces. A
// value is never read as Markdown or HTML.
import { convert } from 'html-to-text';
import MarkdownIt from 'markdown-it';
import mjml2html from 'mjml';
import type { Language } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html';
import { MESSAGE_WORDS } from './message-words';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

/** The unsubscribe link's token in the layout, replaced per recipient. */
export const UNSUBSCRIBE_URL_TOKEN = '{{@unsubscribeUrl}}';

/** Variables as `{{ name }}` with spaces: written `{{name}}` so one replace finds each. */
const VARIABLE = /\{\{\s*([^{}\s]*)\s*\}\}/g;
function tidyVariables(text: string): string {
  return text.replace(VARIABLE, (_whole, name: string) => `{{${name}}}`);
}

export interface RenderedLayout {
  /** The recipient's language (of the note and the footer). */
  language: Language;
  /** The language the subject and body are written in. */
  messageLanguage: Language;
  subject: string;
  html: string;
  text: string;
}

export interface LayoutInput {
  language: Language;
  messageLanguage: Language;
  subject: string;
  body: string;
  /** Whether the footer carries the unsubscribe link (campaigns, not the board report). */
  withUnsubscribe: boolean;
}

function mjmlDocument(input: LayoutInput, bodyHtml: string): string {
  const words = MESSAGE_WORDS[input.language];
  const note =
    input.language === input.messageLanguage
      ? ''
      : `<mj-text font-size="13px" color="#555555" font-style="italic">${escapeHtml(words.writtenInOther)}</mj-text>`;
  const unsubscribe = input.withUnsubscribe
    ? `<br /><a href="${UNSUBSCRIBE_URL_TOKEN}" style="color:#555555">${escapeHtml(words.unsubscribe)}</a>`
    : '';
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(input.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Roboto, Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#1565c0" padding="16px">
      <mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold">${escapeHtml(words.programme)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 16px">
      <mj-column>
        ${note}
        <mj-text font-size="15px" line-height="1.5" color="#222222">${bodyHtml}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column><mj-text font-size="12px" color="#555555">${escapeHtml(words.why)}${unsubscribe}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The message in one language with its variables still `{{name}}` (rendered once). */
export async function renderLayout(input: LayoutInput): Promise<RenderedLayout> {
  const bodyHtml = markdown.render(tidyVariables(input.body));
  const { html } = await mjml2html(mjmlDocument(input, bodyHtml), {
    validationLevel: 'soft',
    minify: false,
  });
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  });
  return {
    language: input.language,
    messageLanguage: input.messageLanguage,
    subject: tidyVariables(input.subject),
    html,
    text,
  };
}

export interface PersonalMessage {
  subject: string;
  html: string;
  text: string;
}

/**
 * One recipient's message: each `{{name}}` replaced by their value (HTML-escaped in the HTML),
 * and the unsubscribe link's URL (none: the footer keeps no link).
 */
export function personalize(
  layout: RenderedLayout,
  values: Readonly<Record<string, string>>,
  unsubscribeUrl: string | null,
): PersonalMessage {
  const fill = (template: string, escape: (value: string) => string) =>
    template
      .split(UNSUBSCRIBE_URL_TOKEN)
      .join(unsubscribeUrl === null ? '' : escape(unsubscribeUrl))
      .replace(VARIABLE, (whole, name: string) => {
        const value = values[name];
        return value === undefined ? whole : escape(value);
      });
  const raw = (value: string) => value;
  return {
    // A subject is one line: a value's line breaks never split it.
    subject: fill(layout.subject, raw).replace(/[\r\n]+/g, ' '),
    html: fill(layout.html, escapeHtml),
    text: fill(layout.text, raw),
  };
}
