// A campaign's messages, one per recipient: the language the recipient reads when the message is
// written in it (subject and body), else the other with the note; the layout rendered once per
// pair of languages, then each recipient's values put in (message-render.ts).
import { LANGUAGES, type Language } from '@portal/shared';
import { unsubscribePageUrl } from '../../lib/mail-headers';
import type { AudienceFacts } from './audience-facts';
import type { AudienceRow } from './audience';
import { personalize, renderLayout, type RenderedLayout } from './message-render';
import type { MessageTexts } from './message-variables';
import { recipientValues } from './recipient-values';

export interface BuiltMessage {
  language: Language;
  messageLanguage: Language;
  subject: string;
  html: string;
  text: string;
}

function isWritten(texts: MessageTexts, language: Language): boolean {
  return Boolean(texts.subject[language]?.trim() && texts.body[language]?.trim());
}

/** The language a reader of `language` gets: theirs when written, else the other. */
export function messageLanguageFor(texts: MessageTexts, language: Language): Language {
  if (isWritten(texts, language)) return language;
  return LANGUAGES.find((other) => isWritten(texts, other)) ?? language;
}

export interface MessageBuilder {
  build(row: AudienceRow, unsubscribeToken: string | null): Promise<BuiltMessage>;
}

export function createMessageBuilder(options: {
  texts: MessageTexts;
  facts: AudienceFacts;
  publicUrl: string;
  /** Campaigns carry the unsubscribe link; the board report does not. */
  withUnsubscribe: boolean;
}): MessageBuilder {
  const layouts = new Map<Language, Promise<RenderedLayout>>();
  const layoutFor = (language: Language) => {
    let layout = layouts.get(language);
    if (!layout) {
      const messageLanguage = messageLanguageFor(options.texts, language);
      layout = renderLayout({
        language,
        messageLanguage,
        subject: options.texts.subject[messageLanguage] ?? '',
        body: options.texts.body[messageLanguage] ?? '',
        withUnsubscribe: options.withUnsubscribe,
      });
      layouts.set(language, layout);
    }
    return layout;
  };
  return {
    async build(row, unsubscribeToken) {
      const layout = await layoutFor(row.language);
      const url =
        options.withUnsubscribe && unsubscribeToken
          ? unsubscribePageUrl(options.publicUrl, unsubscribeToken)
          : null;
      const message = personalize(layout, recipientValues(row, options.facts), url);
      return { language: row.language, messageLanguage: layout.messageLanguage, ...message };
    },
  };
}
