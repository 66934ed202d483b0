// The erasure's steps for what hangs on the account: sign-in state (sessions, tokens, devices,
// sign-in sources) is deleted; the files the person is or uploaded are deleted (their bytes after
// the commit); the mail log's messages to them are emptied and readdressed; their data requests
// are kept without their name, e-mail or message.
import { sql } from 'drizzle-orm';
import { ERASED_EMAIL_DOMAIN, ERASED_NAMES } from '@portal/shared';
import { selectRows } from '../../db/client';
import { holdsAny, personPatterns } from './erase-match';
import { ids, mentionsPerson, type EraseStep } from './erase-sql';
import { erasedEmail, inList, type EraseTarget } from './erase-target';

const byUser = (table: string) => (target: EraseTarget) =>
  sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${target.user.id}`;

const deleteByUser =
  (table: string) =>
  async (tx: Parameters<NonNullable<EraseStep['apply']>>[0], target: EraseTarget) => {
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${target.user.id}`);
  };

/** The files that are the person (photos, the guardian's authorisation) or that they sent (letters). */
function personFiles(target: EraseTarget) {
  const { userId, sponsorId, studentId } = ids(target);
  return sql`select id from files where
      (owner_kind = 'user' and owner_id = ${userId})
      or (owner_kind = 'sponsor' and owner_id = ${sponsorId})
      or (owner_kind = 'student' and owner_id = ${studentId})
      or (owner_kind = 'guardianAuthorisation' and owner_id = ${studentId})
      or id in (select photo_file_id from users where id = ${userId})
      or id in (select photo_file_id from sponsors where id = ${sponsorId})
      or id in (select photo_file_id from students where id = ${studentId})
      or id in (select file_id from guardian_authorisations where student_id = ${studentId})
      or id in (select attachment_file_id from sponsorship_letters
                 where (writer = 'sponsor' and sponsor_id = ${sponsorId})
                    or (writer = 'student' and student_id = ${studentId}))`;
}

/** Messages to the person (or their parents), or whose text names them. */
function personMail(target: EraseTarget) {
  return sql`(lower(to_address) in ${inList(target.emails)}
      or ${mentionsPerson(sql`subject`, target)} or ${mentionsPerson(sql`text`, target)}
      or ${mentionsPerson(sql`coalesce(html, '')`, target)}
      or ${mentionsPerson(sql`coalesce(recipient_name, '')`, target)})`;
}

export const ACCOUNT_STEPS: readonly EraseStep[] = [
  { kind: 'sessions', outcome: 'deleted', count: byUser('sessions') },
  {
    kind: 'refreshTokens',
    outcome: 'deleted',
    count: byUser('refresh_tokens'),
    apply: deleteByUser('refresh_tokens'),
  },
  {
    kind: 'passwordResetTokens',
    outcome: 'deleted',
    count: byUser('password_reset_tokens'),
    apply: deleteByUser('password_reset_tokens'),
  },
  {
    kind: 'pushSubscriptions',
    outcome: 'deleted',
    count: byUser('push_subscriptions'),
    apply: async (tx, target) => {
      for (const table of ['push_subscriptions', 'push_topic_settings', 'push_notices'])
        await deleteByUser(table)(tx, target);
      // Sessions last: their devices' subscriptions went with them already.
      await deleteByUser('sessions')(tx, target);
    },
  },
  {
    kind: 'signInSources',
    outcome: 'deleted',
    count: byUser('sign_in_sources'),
    apply: deleteByUser('sign_in_sources'),
  },
  {
    kind: 'guardianAuthorisation',
    outcome: 'deleted',
    count: (target) =>
      sql`select count(*)::int as n from guardian_authorisations where student_id = ${ids(target).studentId}`,
    apply: async (tx, target) => {
      await tx.execute(
        sql`delete from guardian_authorisations where student_id = ${ids(target).studentId}`,
      );
    },
  },
  {
    kind: 'files',
    outcome: 'deleted',
    count: (target) => sql`select count(*)::int as n from (${personFiles(target)}) f`,
    apply: async (tx, target) => {
      const { userId, sponsorId, studentId } = ids(target);
      const fileIds = (await selectRows<{ id: number }>(tx, personFiles(target))).map((f) => f.id);
      if (fileIds.length === 0) return [];
      await tx.execute(sql`update users set photo_file_id = null where id = ${userId}`);
      await tx.execute(sql`update sponsors set photo_file_id = null where id = ${sponsorId}`);
      await tx.execute(sql`update students set photo_file_id = null where id = ${studentId}`);
      await tx.execute(
        sql`update sponsorship_letters set attachment_file_id = null
             where attachment_file_id in ${inList(fileIds)}`,
      );
      const removed = await selectRows<{ storage_key: string; thumbnail_key: string | null }>(
        tx,
        sql`delete from files where id in ${inList(fileIds)} returning storage_key, thumbnail_key`,
      );
      return removed.flatMap((row) => [row.storage_key, row.thumbnail_key ?? '']).filter(Boolean);
    },
  },
  {
    kind: 'mailMessages',
    outcome: 'replaced',
    count: (target) => sql`select count(*)::int as n from mail_outbox where ${personMail(target)}`,
    apply: async (tx, target) => {
      await tx.execute(
        sql`update mail_delivery_attempts set error = null
             where mail_id in (select id from mail_outbox where ${personMail(target)})`,
      );
      await tx.execute(
        sql`update mail_outbox
               set to_address = 'erased-mail-' || id || ${'@' + ERASED_EMAIL_DOMAIN},
                   recipient_name = null,
                   subject = '', text = '', html = null, attachments = null, error = null,
                   smtp_response = null
             where ${personMail(target)}`,
      );
      await eraseAddressTraces(tx, target);
    },
  },
  {
    kind: 'dataRequests',
    outcome: 'replaced',
    count: (target) =>
      sql`select count(*)::int as n from data_requests where ${personRequests(target)}`,
    apply: async (tx, target) => {
      // Kept as the evidence that the person's requests (this erasure's too) were answered:
      // their kind, dates and state; nothing that names or reaches the person.
      const { firstName, lastName } = ERASED_NAMES.user;
      await tx.execute(
        sql`update data_requests
               set person_name = ${`${firstName} ${lastName}`},
                   person_email = 'erased-request-' || id || ${'@' + ERASED_EMAIL_DOMAIN},
                   message = '',
                   note = case when ${mentionsPerson(sql`note`, target)} then '' else note end
             where ${personRequests(target)}`,
      );
    },
  },
];

/** The person's data requests: filed by or for their account, or naming them or their e-mail. */
function personRequests(target: EraseTarget) {
  return sql`(user_id = ${target.user.id} or lower(person_email) in ${inList(target.emails)}
      or ${mentionsPerson(sql`person_name`, target)} or ${mentionsPerson(sql`message`, target)})`;
}

/** Where an address is kept apart from a message: unsubscribes and bounces, the sign-in throttle,
 * the test checkout's form, a payment provider's notification. */
async function eraseAddressTraces(
  tx: Parameters<NonNullable<EraseStep['apply']>>[0],
  target: EraseTarget,
): Promise<void> {
  const emails = inList(target.emails);
  await tx.execute(sql`delete from mail_addresses where email in ${emails}`);
  // Keyed `login:account:<email>`, `recovery:email:<email>`...: any key that holds the address
  // as a whole (not a longer one that ends with it).
  await tx.execute(
    sql`delete from login_throttle where ${holdsAny(sql`key`, personPatterns(target.emails, []))}`,
  );
  await tx.execute(
    sql`update payment_test_checkouts set customer_email = ${erasedEmail('payer', target.user.id)}
         where lower(customer_email) in ${emails}`,
  );
  await tx.execute(
    sql`update payment_events set payload = '{"erased": true}'::jsonb
         where ${mentionsPerson(sql`payload::text`, target)}`,
  );
  await tx.execute(sql`update policy_acceptances set ip = null where user_id = ${target.user.id}`);
}
