// The erasure's steps for the records that are the person or point to them: the parents' contacts
// are deleted; agreements' signatures, parent links, donations they gave, their donation pages and
// event orders keep their place with neutral values; sponsorships end with the reason `erased`;
// letters and the gifts made to them stay for the other party and the books; last the account and
// the sponsor or student record themselves take the neutral name and a placeholder e-mail.
import { sql } from 'drizzle-orm';
import { ERASED_NAMES, normalizeSearchText } from '@portal/shared';
import { ids, type EraseStep } from './erase-sql';
import { inList } from './erase-target';
import { erasedEmail } from './erase-target';

const count = (from: ReturnType<typeof sql>) => sql`select count(*)::int as n from ${from}`;
const { sponsor: S, student: ST, user: U, donor: D, parent: P } = ERASED_NAMES;

const search = (...parts: string[]) => normalizeSearchText(parts.join(' '));

export const RECORD_STEPS: readonly EraseStep[] = [
  {
    kind: 'parentAgreementLinks',
    outcome: 'replaced',
    count: (t) => count(sql`parent_agreement_links where sponsor_id = ${ids(t).sponsorId}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update parent_agreement_links
               set parent_name = ${`${P.firstName} ${P.lastName}`},
                   parent_email = 'erased-parent-' || id || '@erased.invalid'
             where sponsor_id = ${ids(t).sponsorId}`,
      );
    },
  },
  {
    kind: 'parents',
    outcome: 'deleted',
    count: (t) => count(sql`sponsor_parents where sponsor_id = ${ids(t).sponsorId}`),
    apply: async (tx, t) => {
      await tx.execute(sql`delete from sponsor_parents where sponsor_id = ${ids(t).sponsorId}`);
    },
  },
  {
    kind: 'agreementSignatures',
    outcome: 'replaced',
    count: (t) => count(sql`agreement_acceptances where sponsor_id = ${ids(t).sponsorId}`),
    apply: async (tx, t) => {
      // The version, the time and the text's hash stay: the programme's evidence that the
      // agreement was signed; who signed, from where and how, go.
      await tx.execute(
        sql`update agreement_acceptances
               set typed_name = ${`${S.firstName} ${S.lastName}`}, ip = '', user_agent = '',
                   signature_png = null
             where sponsor_id = ${ids(t).sponsorId}`,
      );
    },
  },
  {
    kind: 'sponsorships',
    outcome: 'ended',
    count: (t) =>
      count(sql`sponsorships where (sponsor_id = ${ids(t).sponsorId} or student_id = ${ids(t).studentId})
                  and (ended_at is null or ended_at > now())`),
    apply: async (tx, t) => {
      const { sponsorId, studentId } = ids(t);
      await tx.execute(
        sql`update sponsorships set ended_at = now(), end_reason = 'erased',
                   ended_by = nullif(current_setting('portal.actor', true), '')::integer
             where (sponsor_id = ${sponsorId} or student_id = ${studentId})
               and (ended_at is null or ended_at > now())`,
      );
      await tx.execute(sql`delete from sponsorship_holds where sponsor_id = ${sponsorId}`);
      await tx.execute(
        sql`update recommitments set note = null where sponsor_id = ${sponsorId} and note is not null`,
      );
    },
  },
  {
    kind: 'letters',
    outcome: 'kept',
    count: (t) =>
      count(
        sql`sponsorship_letters where sponsor_id = ${ids(t).sponsorId} or student_id = ${ids(t).studentId}`,
      ),
  },
  {
    kind: 'donationsGiven',
    outcome: 'replaced',
    count: (t) => count(sql`donations where lower(email) in ${inList(t.emails)}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update donations set first_name = ${D.firstName}, last_name = ${D.lastName},
                   email = null, message = ''
             where lower(email) in ${inList(t.emails)}`,
      );
    },
  },
  {
    kind: 'donationsReceived',
    outcome: 'kept',
    count: (t) =>
      count(
        sql`donations where sponsor_id = ${ids(t).sponsorId} or student_id = ${ids(t).studentId}`,
      ),
  },
  {
    kind: 'donationPages',
    outcome: 'replaced',
    count: (t) => count(sql`donation_pages where sponsor_id = ${ids(t).sponsorId}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update donation_pages set text = '', draft_text = null, draft_status = null,
                   draft_saved_at = null
             where sponsor_id = ${ids(t).sponsorId}`,
      );
      await tx.execute(
        sql`update leadership_assessments set text = '' where sponsor_id = ${ids(t).sponsorId}`,
      );
    },
  },
  {
    kind: 'eventOrders',
    outcome: 'replaced',
    count: (t) => count(sql`event_orders where lower(buyer_email) in ${inList(t.emails)}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update event_orders set buyer_first_name = ${U.firstName}, buyer_last_name = ${U.lastName},
                   buyer_email = 'erased-buyer-' || id || '@erased.invalid', buyer_address_key = null
             where lower(buyer_email) in ${inList(t.emails)}`,
      );
    },
  },
  {
    kind: 'studentRecord',
    outcome: 'replaced',
    count: (t) => count(sql`students where id = ${ids(t).studentId}`),
    apply: async (tx, t) => {
      await tx.execute(
        sql`update students
               set first_name = ${ST.firstName}, last_name = ${ST.lastName},
                   first_name_key = ${search(ST.firstName)}, last_name_key = ${search(ST.lastName)},
                   search_text = ${search(ST.firstName, ST.lastName)},
                   birthdate = null, external_id = null, photo_file_id = null
             where id = ${ids(t).studentId}`,
      );
    },
  },
  {
    kind: 'sponsorRecord',
    outcome: 'replaced',
    count: (t) => count(sql`sponsors where id = ${ids(t).sponsorId}`),
    apply: async (tx, t) => {
      const { sponsorId } = ids(t);
      const email = erasedEmail('sponsor', sponsorId);
      await tx.execute(
        sql`update sponsors
               set first_name = ${S.firstName}, last_name = ${S.lastName}, email = ${email},
                   phone = '', birthdate = null, photo_file_id = null, active = false,
                   first_name_key = ${search(S.firstName)}, last_name_key = ${search(S.lastName)},
                   search_text = ${search(S.firstName, S.lastName, email)}
             where id = ${sponsorId}`,
      );
    },
  },
  {
    kind: 'account',
    outcome: 'replaced',
    count: (t) => count(sql`users where id = ${t.user.id}`),
    apply: async (tx, t) => {
      const name = t.sponsor ? S : t.student ? ST : U;
      const email = erasedEmail('user', t.user.id);
      await tx.execute(
        sql`update users
               set first_name = ${name.firstName}, last_name = ${name.lastName}, email = ${email},
                   phone = '', active = false, photo_file_id = null, last_login_at = null,
                   search_text = ${search(name.firstName, name.lastName, email)}
             where id = ${t.user.id}`,
      );
    },
  },
];
