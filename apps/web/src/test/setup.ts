// Every web test: jest-dom matchers, every English string loaded, a wide screen, clean storage.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { FEATURES } from '../app/features';
import { changeLanguage, ensureNamespace, ensureSharedMessages, initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { apiServer } from './api-mock';

// A wait gives up only when what it waits for is clearly not coming: lazy routes are compiled on
// first use, and a loaded machine renders many times slower than an idle one.
configure({ asyncUtilTimeout: 30_000 });

// The app's queries retry a failed read once, after a second: the same retry, at once, so that a
// test of a failing read does not wait on the clock.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

// jsdom has no matchMedia; MUI's useMediaQuery reads it. Behave like a desktop screen.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(async () => {
  // Requests no test answers go out as they would (and fail): only mockApi() answers.
  apiServer.listen({ onUnhandledRequest: 'bypass' });
  await initI18n('en-US');
  // Components rendered on their own need every string, as they have behind their routes.
  await ensureSharedMessages();
  await Promise.all(FEATURES.map((feature) => ensureNamespace(feature.id, feature.translations)));
});

afterAll(() => apiServer.close());

afterEach(async () => {
  cleanup();
  apiServer.resetHandlers();
  localStorage.clear();
  session.hydrate();
  await changeLanguage('en-US', { remember: false });
});
