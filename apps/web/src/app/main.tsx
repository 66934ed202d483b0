// Entry point: start loading the first screen and the UI language in parallel, start the
// session (refresh at boot, check every 5 minutes), then render.
import '../styles/global.css';
import '../styles/plain.css';
import '../styles/shell.css';
import '../styles/lists.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isMobileBuild } from '../config/env';
import { loadFontsAfterFirstPaint } from '../styles/fonts';
import { getStoredLanguage, initI18n } from '../lib/i18n';
import { AUTH_LOGGED_IN, session } from '../lib/session';
import { forgetDraftsOnSignOut } from './forget-on-sign-out';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { applyStartupRuleToHash } from './startup';

/**
 * Ends the current task and goes on in a new one. Start-up is three steps: the modules'
 * evaluation, the language and the session, then the router (its routes ranked and the first
 * screen's loaders started). Run in one task they held a phone's main thread for 90 ms here
 * (360 ms in Lighthouse's 4x simulation), during which no tap is answered (bench/RESULTS.md).
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  if (isMobileBuild) {
    applyStartupRuleToHash();
    // The phone's 16 px text and 44 px targets: not the portal's build's concern.
    await import('../styles/phone.css');
  }
  await nextTask();
  const isSignedIn = session.getState().authenticated === AUTH_LOGGED_IN;
  const languageReady = initI18n(getStoredLanguage(), { wholeLocale: isSignedIn });
  session.start();
  await nextTask();
  const router = createAppRouter();
  await languageReady;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // Drawn in slices that leave the phone's main thread free between them: the page already
  // shows its bar and title (index.html), and one long task drawing the whole screen held off
  // every tap meanwhile (Lighthouse's Total Blocking Time, bench/RESULTS.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  loadFontsAfterFirstPaint();
  // The phone app's service worker and offline store: never part of the portal's build.
  if (isMobileBuild) void import('./pwa').then((pwa) => pwa.startPwa());
  else forgetDraftsOnSignOut(session, localStorage);
}

void boot();
