// Entry point: start loading the first screen and the UI language in parallel, start the
// session (refresh at boot, check every 5 minutes), then render.
import '../styles/global.css';
import '../styles/plain.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isMobileBuild } from '../config/env';
import { initI18n } from '../lib/i18n';
import { session } from '../lib/session';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { applyStartupRuleToHash } from './startup';

async function boot(): Promise<void> {
  if (isMobileBuild) applyStartupRuleToHash();
  const languageReady = initI18n();
  session.start();
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
}

void boot();
