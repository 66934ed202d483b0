// An audience and a message made ready for a campaign: an admin's parts that name no place are
// pinned to the places of their scope (so the stored audience means the same when the system
// queues it later, and the campaign is visible to the admins of those places), the audience
// resolved in the caller's scope, the variables checked against its parts, and its recipients
// counted (400 EMPTY_AUDIENCE for none, where the caller is about to send or preview).
import { eq } from 'drizzle-orm';
import { EMAIL_ERRORS, type Language } from '@portal/shared';
import type { Database } from '../../db/client';
import { adminSchools, adminVillages, users } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { mustScope } from '../../lib/scopes/scope';
import {
  countAudience,
  partsOf,
  resolveAudience,
  type ParsedAudience,
  type ParsedPart,
  type ResolvedAudience,
} from './audience';
import type { EmailContext } from './email-context';
import { checkVariables, type MessageTexts } from './message-variables';

/** The system's own work (a scheduled send, the board report): every place, the board too. */
export const SYSTEM_CALLER: AuthContext = {
  userId: 0,
  role: 'SUPER_ADMIN',
  sessionId: 'system',
  access: 'all',
};

export async function languageOf(db: Database, auth: AuthContext): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, auth.userId));
  return row?.language === 'es-CO' ? 'es-CO' : 'en-US';
}

/** An admin's parts without places get the places of their scope. */
export async function pinToScope(
  db: Database,
  auth: AuthContext,
  audience: ParsedAudience,
): Promise<ParsedPart[]> {
  const parts = partsOf(audience);
  if (!mustScope(auth, 'email')) return parts;
  const needsSchools = parts.some(
    (part) => (part.kind === 'sponsors' || part.kind === 'parents') && !part.schoolIds?.length,
  );
  const needsVillages = parts.some((part) => part.kind === 'students' && !part.villageIds?.length);
  const schoolIds = needsSchools
    ? (
        await db
          .select({ id: adminSchools.schoolId })
          .from(adminSchools)
          .where(eq(adminSchools.userId, auth.userId))
      ).map((row) => row.id)
    : [];
  const villageIds = needsVillages
    ? (
        await db
          .select({ id: adminVillages.villageId })
          .from(adminVillages)
          .where(eq(adminVillages.userId, auth.userId))
      ).map((row) => row.id)
    : [];
  return parts
    .map((part): ParsedPart | undefined => {
      if ((part.kind === 'sponsors' || part.kind === 'parents') && !part.schoolIds?.length)
        return schoolIds.length > 0 ? { ...part, schoolIds } : undefined;
      if (part.kind === 'students' && !part.villageIds?.length)
        return villageIds.length > 0 ? { ...part, villageIds } : undefined;
      return part;
    })
    .filter((part): part is ParsedPart => part !== undefined);
}

export interface PreparedAudience {
  parts: ParsedPart[];
  resolved: ResolvedAudience;
  recipients: number;
}

/**
 * The audience pinned, resolved and counted, with the message's variables checked against it;
 * `requireRecipients`: 400 EMPTY_AUDIENCE when nobody would get it.
 */
export async function prepareAudience(
  { db, audienceFacts }: EmailContext,
  auth: AuthContext,
  audience: ParsedAudience,
  texts: MessageTexts | undefined,
  options: { requireRecipients: boolean; language?: Language },
): Promise<PreparedAudience> {
  const language = options.language ?? (await languageOf(db, auth));
  // A list's recipients without a language read the caller's, now and when it is queued.
  const parts = (await pinToScope(db, auth, audience)).map((part) =>
    part.kind === 'list'
      ? {
          ...part,
          recipients: part.recipients.map((recipient) => ({
            ...recipient,
            language: recipient.language ?? language,
          })),
        }
      : part,
  );
  // An admin with no place of a part's kind reaches nobody through it.
  const resolved = await resolveAudience(
    db,
    { auth, language },
    parts.length > 0 ? parts : [{ kind: 'list', recipients: [] }],
    await audienceFacts(),
  );
  if (texts) checkVariables(texts, [...new Set(partsOf(audience).map((part) => part.kind))]);
  const { recipients } = await countAudience(db, resolved);
  if (options.requireRecipients && recipients === 0) throw appError(EMAIL_ERRORS.EMPTY_AUDIENCE);
  return { parts, resolved, recipients };
}
