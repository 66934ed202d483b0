// Push notifications on a sponsor's phone: the plain values the profile's section and the
// schemas share (the API paths, the topics, the limits). Kept apart from the schemas (push.ts)
// so that the profile screen needs no validator in the browser (decision 028).

/** The push notifications' API paths (push-endpoints.ts). */
export const PUSH_PATHS = {
  publicKey: '/edrocks/api/push/public-key',
  subscription: '/edrocks/api/push/subscription',
  topics: '/edrocks/api/push/topics',
} as const;

/**
 * What a sponsor may be told, each switched on or off in their profile: a letter from their
 * student reached them, a letter of theirs falls due in PUSH_LETTER_DUE_DAYS days, a leadership
 * meeting is tomorrow, the programme asks whether they sponsor again next year.
 */
export const PUSH_TOPICS = ['newLetter', 'letterDue', 'meetingTomorrow', 'recommit'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** A letter's reminder comes this many days before it falls due. */
export const PUSH_LETTER_DUE_DAYS = 7;

/** A push service's address is a URL of at most this many characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** The subscription's keys (base64url): a P-256 public key is 87 characters, the secret 22. */
export const PUSH_KEY_MAX_LENGTH = 200;
