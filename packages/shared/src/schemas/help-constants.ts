// Help: the plain values the help screens and the schemas share (the API paths, the topics'
// kinds, the search's limits). Kept apart from the schemas (help.ts) so that the "?" beside a
// screen's title needs no validator in the browser (decision 028).

/** The help's API paths (help-endpoints.ts). */
export const HELP_PATHS = {
  help: '/edrocks/api/help',
  topic: '/edrocks/api/help/:topic',
} as const;

/**
 * What a topic is: the guide of a role (the Help page opens with the caller's), the help of a
 * screen (the "?" beside its title), the frequently asked questions (one question per `##`
 * heading, searched one by one) and how to reach the programme's coordinators.
 */
export const HELP_TOPIC_KINDS = ['guide', 'screen', 'faq', 'contact'] as const;
export type HelpTopicKind = (typeof HELP_TOPIC_KINDS)[number];

/** A topic's id is its file's name without `.md`: lower-case words joined by dashes. */
export const HELP_TOPIC_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HELP_TOPIC_ID_MAX_LENGTH = 60;

export const HELP_QUERY_MAX_LENGTH = 100;
/** A search answers at most this many matches, the best first. */
export const HELP_SEARCH_LIMIT = 30;

/** Query parameter of the Help page that opens one topic (`/edrocks/help?topic=letters`). */
export const HELP_TOPIC_PARAM = 'topic';
