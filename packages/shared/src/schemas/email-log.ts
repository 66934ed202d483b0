// The one per-recipient delivery log (campaigns' messages and transactional mail alike) and the
// addresses campaigns leave out (unsubscribed, bouncing): the e-mail area's schemas (email.ts).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { emailField } from './common';
import { exportFormatSchema, listQuerySchema, pageSchema, PAGING_FIELDS } from './lists-query';
import {
  ADDRESS_MARKS,
  ADDRESS_SORT_FIELDS,
  DELIVERY_SORT_FIELDS,
  MAIL_KINDS,
  MAIL_STATUSES,
} from './email-constants';

const invalid = fieldMessage('validation.invalidValue');

/** One message of the delivery log. */
export const deliverySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  /** The recipient's name as the message was addressed (none for some transactional mail). */
  name: z.string().nullable().optional(),
  kind: z.enum(MAIL_KINDS),
  campaignId: z.number().int().nullable(),
  subject: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** The last failure's words (a refusal, a timeout), or why it was skipped. */
  error: z.string().nullable(),
  /** What the mail server answered when it took the message ("250 OK: queued as ..."). */
  smtpResponse: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryPageSchema = pageSchema(deliverySchema);
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

/**
 * GET EMAIL_PATHS.deliveries and EMAIL_PATHS.campaignMessages(id): `?q=&address=&kind=&status=`.
 * `address` is one person's exact address ("did this parent get the agreement e-mail?"); an
 * admin reads the log of the addresses in their scope only (another address: an empty page).
 */
export const deliveriesQuerySchema = listQuerySchema(DELIVERY_SORT_FIELDS, {
  address: emailField.optional(),
  kind: z.enum(MAIL_KINDS, { error: invalid }).optional(),
  status: z.enum(MAIL_STATUSES, { error: invalid }).optional(),
});
export type DeliveriesQuery = z.input<typeof deliveriesQuerySchema>;
export const deliveriesExportQuerySchema = deliveriesQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

export const addressSchema = z.object({
  email: z.string(),
  mark: z.enum(ADDRESS_MARKS).nullable(),
  unsubscribedAt: z.string().nullable(),
  /** Permanent refusals since the last delivery. */
  bounces: z.number().int(),
  bouncingSince: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AddressState = z.infer<typeof addressSchema>;
export const addressPageSchema = pageSchema(addressSchema);
export type AddressPage = z.infer<typeof addressPageSchema>;

export const addressesQuerySchema = listQuerySchema(ADDRESS_SORT_FIELDS, {
  mark: z.enum(ADDRESS_MARKS, { error: invalid }).optional(),
});
export type AddressesQuery = z.input<typeof addressesQuerySchema>;

export const clearBounceSchema = z.object({ email: emailField });
export type ClearBounce = z.input<typeof clearBounceSchema>;
