// Entry point: start loading the first screen and the UI language in parallel, start the
// session (refresh at boot, check every 5 minutes), then render.
import '../styles/global.css';
import '../styles/plain.css';
import { StrictMode } from 'react';
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
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
