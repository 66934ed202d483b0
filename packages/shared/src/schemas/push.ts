// Push notifications on a sponsor's phone (Web Push, RFC 8030/8291/8292):
//
//   GET    PUSH_PATHS.publicKey                           -> pushPublicKeySchema (the server's
//                                                            VAPID key the browser subscribes with)
//   PUT    PUSH_PATHS.subscription  pushSubscriptionSchema -> 204 (this device's subscription,
//                                                            tied to the session that saved it)
//   DELETE PUSH_PATHS.subscription  ?endpoint=            -> 204 (this device: no more notices)
//   GET    PUSH_PATHS.topics                              -> pushTopicSettingsSchema
//   PUT    PUSH_PATHS.topics        pushTopicSettingsSchema -> pushTopicSettingsSchema
//
// Who: sponsors only (the `pushNotifications` row of roles.ts). The server POSTs to the
// subscription's endpoint, so it takes only https addresses outside private networks.
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_KEY_MAX_LENGTH } from './push-constants';

const invalidValue = fieldMessage('validation.invalidValue');

const base64UrlKey = z
  .string({ error: invalidValue })
  .min(1, { error: invalidValue })
  .max(PUSH_KEY_MAX_LENGTH, { error: invalidValue })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: invalidValue });

export const pushEndpointSchema = z
  .string({ error: invalidValue })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: invalidValue })
  .pipe(z.url({ protocol: /^https?$/, error: invalidValue }));

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is not kept). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64UrlKey, auth: base64UrlKey }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionQuerySchema = z.object({ endpoint: pushEndpointSchema });

export const pushTopicSettingsSchema = z.object({
  newLetter: z.boolean({ error: invalidValue }),
  letterDue: z.boolean({ error: invalidValue }),
  meetingTomorrow: z.boolean({ error: invalidValue }),
  recommit: z.boolean({ error: invalidValue }),
});
export type PushTopicSettings = z.infer<typeof pushTopicSettingsSchema>;
