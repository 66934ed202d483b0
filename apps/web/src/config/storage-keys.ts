// The browser storage keys the app keeps its state under. Their own file, free of imports, so the
// build can read them too: the signed-in pages' start-up script (chunk-plan-plugin.ts) looks for a
// stored session and the chosen language before any of the app's code has arrived.
export const SESSION_STORAGE_KEY = 'portal.session';
export const LANGUAGE_STORAGE_KEY = 'portal.language';
