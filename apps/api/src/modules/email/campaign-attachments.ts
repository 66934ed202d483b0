// Files a campaign's messages carry (the board report's PDF): one set for everyone, or one per
// language, so that each recipient gets the file written in the language they read.
import type { Language } from '@portal/shared';
import type { MailAttachmentRecord } from '../../db/schema/index';

export type CampaignAttachments =
  MailAttachmentRecord[] | Partial<Record<Language, MailAttachmentRecord[]>>;

/** The files a recipient reading `language` gets from what the campaign stored. */
export function attachmentsFor(stored: unknown, language: Language): MailAttachmentRecord[] | null {
  if (!stored) return null;
  if (Array.isArray(stored)) return stored as MailAttachmentRecord[];
  const byLanguage = stored as Partial<Record<Language, MailAttachmentRecord[]>>;
  return byLanguage[language] ?? Object.values(byLanguage).find((files) => files?.length) ?? null;
}
