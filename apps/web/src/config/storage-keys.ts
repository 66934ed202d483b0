// The browser storage keys the app keeps its state under. Their own file, free of imports, so the
// build can read them too: the signed-in pages' start-up script (chunk-plan-plugin.ts) looks for a
// stored session and the chosen language before any of the app's code has arrived.
export const SESSION_STORAGE_KEY = 'portal.session';
export const LANGUAGE_STORAGE_KEY = 'portal.language';
/** The browser's own random id (lib/device-id.ts). */
export const DEVICE_STORAGE_KEY = 'portal.device';
/** The stored session is XOR-ed with this (lib/session/storage.ts): not protection, see there. */
export const SESSION_OBFUSCATION_KEY = 'sponsorship-portal';
/**
 * Where the start-up script leaves a signed-in screen's first requests, asked for before the
 * app's code arrives (window[EARLY_REQUESTS_KEY]; lib/early-requests.ts takes them).
 */
export const EARLY_REQUESTS_KEY = '__portalEarlyRequests';
/** A letter's unsaved words: this prefix, then the user, sponsorship and letter number. */
export const LETTER_DRAFT_STORAGE_PREFIX = 'portal.letterDraft.';
