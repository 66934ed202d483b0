// What erasing someone by e-mail does (decision 054), kind of data by kind of data, over the rows
// the target locked: a parent's contacts are deleted (the minor sponsor's record stays, and the
// parent's signatures keep counting for it); their agreement links and signatures, the gifts, the
// ticket orders, the payments, the mail log and the data requests keep their place with neutral
// values; unsubscribes, throttle counters and a board member's row are deleted.
import { sql, type SQL } from 'drizzle-orm';
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_NAMES,
  type EraseItemKind,
  type EraseOutcome,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { EmailTarget } from './erase-email-target';
import { holdsAny, personPatterns, replaceAll } from './erase-match';
import { inList } from './erase-target';

export interface EmailEraseStep {
  kind: EraseItemKind;
  outcome: EraseOutcome;
  /** A statement answering one row `{ n }`: how many of this kind the e-mail holds. */
  count: (target: EmailTarget) => SQL;
  apply?: (tx: Database, target: EmailTarget) => Promise<void>;
}

const count = (from: SQL) => sql`select count(*)::int as n from ${from}`;
const { donor: D, parent: P, buyer: B, contact: C } = ERASED_NAMES;
const placeholder = (kind: string, id: SQL) =>
  sql`${`erased-${kind}-`} || ${id} || ${`@${ERASED_EMAIL_DOMAIN}`}`;

/** The e-mail and the names no one else has, as patterns of whole addresses and names. */
export const patternsOf = (target: EmailTarget) =>
  personPatterns([target.email], target.searchedNames);

function paymentCheckouts(target: EmailTarget) {
  return sql`((owner_kind = 'donation' and owner_id in ${inList(target.donationIds)})
      or (owner_kind = 'order' and owner_id in ${inList(target.orderIds)})
      or lower(customer_email) = ${target.email})`;
}

function paymentEvents(target: EmailTarget) {
  return sql`((owner_kind = 'donation' and owner_id in ${inList(target.donationIds)})
      or (owner_kind = 'order' and owner_id in ${inList(target.orderIds)})
      or ${holdsAny(sql`payload::text`, patternsOf(target))})`;
}

/** Messages to the e-mail: readdressed and emptied. */
const mailTo = (target: EmailTarget) => sql`lower(to_address) = ${target.email}`;

/** Messages to someone else whose words name the person: the mentions are replaced. */
function mailNaming(target: EmailTarget) {
  const patterns = patternsOf(target);
  return sql`(lower(to_address) <> ${target.email} and (${holdsAny(sql`subject`, patterns)}
      or ${holdsAny(sql`text`, patterns)} or ${holdsAny(sql`html`, patterns)}
      or ${holdsAny(sql`recipient_name`, patterns)}))`;
}

function dataRequestsOf(target: EmailTarget) {
  const patterns = patternsOf(target);
  return sql`(lower(person_email) = ${target.email} or ${holdsAny(sql`person_name`, patterns)}
      or ${holdsAny(sql`message`, patterns)})`;
}

async function eraseMail(tx: Database, target: EmailTarget): Promise<void> {
  await tx.execute(
    sql`update mail_delivery_attempts set error = null
         where mail_id in (select id from mail_outbox where ${mailTo(target)})`,
  );
  await tx.execute(
    sql`update mail_outbox
           set to_address = ${placeholder('mail', sql`id`)}, recipient_name = null,
               subject = '', text = '', html = null, attachments = null, error = null,
               smtp_response = null
         where ${mailTo(target)}`,
  );
  // A message to the minor sponsor that names their parent stays theirs, without the parent's
  // name or address; its attachments (a signed agreement's PDF) go, as they cannot be read here.
  const patterns = patternsOf(target);
  const erased = '(erased)';
  await tx.execute(
    sql`update mail_outbox
           set subject = ${replaceAll(sql`subject`, patterns, erased)},
               text = ${replaceAll(sql`text`, patterns, erased)},
               html = ${replaceAll(sql`html`, patterns, erased)},
               recipient_name = case when ${holdsAny(sql`recipient_name`, patterns)}
                                     then null else recipient_name end,
               attachments = null
         where ${mailNaming(target)}`,
  );
}

export const EMAIL_STEPS: readonly EmailEraseStep[] = [
  {
    kind: 'sponsorsOfParents',
    outcome: 'kept',
    count: (t) => count(sql`sponsors where id in ${inList(t.sponsorIds)}`),
  },
  {
    kind: 'parentAgreementLinks',
    outcome: 'replaced',
    count: (t) => count(sql`parent_agreement_links where id in ${inList(t.linkIds)}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update parent_agreement_links
               set parent_name = ${`${P.firstName} ${P.lastName}`},
                   parent_email = ${placeholder('parent', sql`id`)}
             where id in ${inList(t.linkIds)}`,
      );
    },
  },
  {
    kind: 'agreementSignatures',
    outcome: 'replaced',
    count: (t) => count(sql`agreement_acceptances where id in ${inList(t.acceptanceIds)}`),
    apply: async (tx, t) => {
      // The version, the time, the text's hash and the coordinator's check stay: the minor's
      // consent was given, and keeps counting; who signed, from where and how, go.
      await tx.execute(
        sql`update agreement_acceptances
               set typed_name = ${`${P.firstName} ${P.lastName}`}, ip = '', user_agent = '',
                   signature_png = null
             where id in ${inList(t.acceptanceIds)}`,
      );
    },
  },
  {
    kind: 'parents',
    outcome: 'deleted',
    count: (t) => count(sql`sponsor_parents where id in ${inList(t.parentIds)}`),
    apply: async (tx, t) => {
      await tx.execute(sql`delete from sponsor_parents where id in ${inList(t.parentIds)}`);
    },
  },
  {
    kind: 'boardMember',
    outcome: 'deleted',
    count: (t) => count(sql`board_members where lower(email) = ${t.email}`),
    apply: async (tx, t) => {
      await tx.execute(sql`delete from board_members where lower(email) = ${t.email}`);
    },
  },
  {
    kind: 'donationsGiven',
    outcome: 'replaced',
    count: (t) => count(sql`donations where id in ${inList(t.donationIds)}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update donations set first_name = ${D.firstName}, last_name = ${D.lastName},
                   email = null, message = ''
             where id in ${inList(t.donationIds)}`,
      );
    },
  },
  {
    kind: 'eventOrders',
    outcome: 'replaced',
    count: (t) => count(sql`event_orders where id in ${inList(t.orderIds)}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update event_orders set buyer_first_name = ${B.firstName}, buyer_last_name = ${B.lastName},
                   buyer_email = ${placeholder('buyer', sql`id`)}, buyer_address_key = null
             where id in ${inList(t.orderIds)}`,
      );
    },
  },
  {
    kind: 'payments',
    outcome: 'replaced',
    count: (t) =>
      sql`select ((select count(*) from payment_test_checkouts where ${paymentCheckouts(t)})
                + (select count(*) from payment_events where ${paymentEvents(t)}))::int as n`,
    apply: async (tx, t) => {
      await tx.execute(
        sql`update payment_test_checkouts
               set customer_email = ${placeholder('payer', sql`owner_kind || '-' || owner_id`)}
             where ${paymentCheckouts(t)}`,
      );
      await tx.execute(
        sql`update payment_events set payload = '{"erased": true}'::jsonb where ${paymentEvents(t)}`,
      );
    },
  },
  {
    kind: 'mailMessages',
    outcome: 'replaced',
    count: (t) => count(sql`mail_outbox where ${mailTo(t)} or ${mailNaming(t)}`),
    apply: eraseMail,
  },
  {
    kind: 'mailAddresses',
    outcome: 'deleted',
    count: (t) => count(sql`mail_addresses where email = ${t.email}`),
    apply: async (tx, t) => {
      await tx.execute(sql`delete from mail_addresses where email = ${t.email}`);
    },
  },
  {
    kind: 'signInCounters',
    outcome: 'deleted',
    count: (t) =>
      count(sql`login_throttle where ${holdsAny(sql`key`, personPatterns([t.email], []))}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`delete from login_throttle where ${holdsAny(sql`key`, personPatterns([t.email], []))}`,
      );
    },
  },
  {
    kind: 'dataRequests',
    outcome: 'replaced',
    count: (t) => count(sql`data_requests where ${dataRequestsOf(t)}`),
    apply: async (tx, t) => {
      // Kept as the evidence that the requests (this erasure's too) were answered: their kind,
      // dates and state; nothing that names or reaches the person.
      await tx.execute(
        sql`update data_requests
               set person_name = ${`${C.firstName} ${C.lastName}`},
                   person_email = ${placeholder('request', sql`id`)},
                   message = '',
                   note = case when ${holdsAny(sql`note`, patternsOf(t))} then '' else note end
             where ${dataRequestsOf(t)}`,
      );
    },
  },
];
