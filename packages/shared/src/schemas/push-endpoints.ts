// Push notifications: the endpoints under /edrocks/api/push (the list in push.ts' header), apart
// from the schemas they name so that the web's build can keep each endpoint's method and path
// without the schemas (apps/web/web-contracts-plugin.ts).
import { defineEndpoint, noContentSchema } from '../endpoint';
import { PUSH_PATHS } from './push-constants';
import {
  pushPublicKeySchema,
  pushSubscriptionQuerySchema,
  pushSubscriptionSchema,
  pushTopicSettingsSchema,
} from './push';

const read = { area: 'pushNotifications', mode: 'read' } as const;
const write = { area: 'pushNotifications', mode: 'write' } as const;

export const PUSH_ENDPOINTS = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: PUSH_PATHS.publicKey,
    access: read,
    tag: 'push',
    summary: "The server's VAPID public key, which a device subscribes with",
    responses: { 200: pushPublicKeySchema },
    errors: [401, 403],
  }),
  saveSubscription: defineEndpoint({
    method: 'PUT',
    path: PUSH_PATHS.subscription,
    access: write,
    tag: 'push',
    summary: "Keeps this device's subscription for the caller's session (replaces its keys)",
    body: pushSubscriptionSchema,
    responses: { 204: noContentSchema },
    errors: [400, 401, 403],
  }),
  deleteSubscription: defineEndpoint({
    method: 'DELETE',
    path: PUSH_PATHS.subscription,
    access: write,
    tag: 'push',
    summary: "Forgets this device's subscription (the caller's own; unknown ones are ignored)",
    query: pushSubscriptionQuerySchema,
    responses: { 204: noContentSchema },
    errors: [400, 401, 403],
  }),
  topics: defineEndpoint({
    method: 'GET',
    path: PUSH_PATHS.topics,
    access: read,
    tag: 'push',
    summary: 'Which notifications the caller wants (every topic until they choose)',
    responses: { 200: pushTopicSettingsSchema },
    errors: [401, 403],
  }),
  saveTopics: defineEndpoint({
    method: 'PUT',
    path: PUSH_PATHS.topics,
    access: write,
    tag: 'push',
    summary: 'Chooses which notifications the caller wants, on every device',
    body: pushTopicSettingsSchema,
    responses: { 200: pushTopicSettingsSchema },
    errors: [400, 401, 403],
  }),
};
