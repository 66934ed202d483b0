// /edrocks/unsubscribe/:token: the page a campaign's unsubscribe link opens. Plain (fast on any
// phone, no sign-in), in the language the link answers with unless this browser chose one (the
// header's switch). It shows the address partly hidden and one button; only that button
// unsubscribes (link scanners open links, and opening must change nothing). Afterwards it
// confirms; an unknown link says so.
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { UnsubscribeState } from '@portal/shared';
import {
  PlainAlert,
  PlainCard,
  PlainLayout,
  PlainPageLoader,
  PlainSubmit,
} from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { changeLanguage, hasStoredLanguage } from '../../../lib/i18n';
import { usePublicLoad } from '../../../lib/use-public-load';
import { getUnsubscribeState } from '../api/get-unsubscribe-state';
import { unsubscribe } from '../api/unsubscribe';
import { useEmailTranslation } from '../i18n';

/** An unknown link (or too many guesses) stays so: trying again would not help. */
function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 429);
}

type Outcome = { kind: 'done'; state: UnsubscribeState } | { kind: 'failed'; error: unknown };

export default function UnsubscribeRoute() {
  const { token = '' } = useParams();
  const { t } = useEmailTranslation();
  // Until this browser chose a language, the link's answer says the person's.
  const isLanguageOpen = useRef(!hasStoredLanguage());
  const loaded = usePublicLoad(async (signal) => {
    const state = await getUnsubscribeState(token, signal);
    if (isLanguageOpen.current) {
      isLanguageOpen.current = false;
      void changeLanguage(state.language);
    }
    return state;
  }, token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isBusy, setBusy] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  const view = outcome ?? loaded.state;
  return (
    <PlainLayout>
      <PlainCard>
        <h1 className="pl-title">{t('unsubscribe.title')}</h1>
        <div ref={result} tabIndex={-1}>
          {view.kind === 'loading' ? <PlainPageLoader /> : null}
          {view.kind === 'failed' ? (
            <PlainAlert severity="error" testId="unsubscribe-state">
              <p>{getErrorMessage(view.error, t)}</p>
              {isLinkGone(view.error) ? null : (
                <p>
                  <button
                    type="button"
                    className="pl-secondary"
                    onClick={() => {
                      setOutcome(null);
                      loaded.retry();
                    }}
                  >
                    {t('unsubscribe.retry')}
                  </button>
                </p>
              )}
            </PlainAlert>
          ) : null}
          {view.kind === 'done' || (view.kind === 'ready' && view.data.unsubscribed) ? (
            <PlainAlert
              severity="success"
              title={t(view.kind === 'done' ? 'unsubscribe.done' : 'unsubscribe.already', {
                address: view.kind === 'done' ? view.state.address : view.data.address,
              })}
              testId="unsubscribe-state"
            >
              <p>{t('unsubscribe.doneText')}</p>
            </PlainAlert>
          ) : null}
        </div>
        {view.kind === 'ready' && !view.data.unsubscribed ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setBusy(true);
              unsubscribe(token)
                .then(
                  (state) => setOutcome({ kind: 'done', state }),
                  (error: unknown) => setOutcome({ kind: 'failed', error }),
                )
                .finally(() => {
                  setBusy(false);
                  // The outcome replaces the form: focus moves to it, so it is read out.
                  requestAnimationFrame(() => result.current?.focus());
                });
            }}
          >
            <p className="pl-text">{t('unsubscribe.intro', { address: view.data.address })}</p>
            <p className="pl-text pl-text--secondary">{t('unsubscribe.note')}</p>
            <PlainSubmit busy={isBusy}>{t('unsubscribe.button')}</PlainSubmit>
          </form>
        ) : null}
      </PlainCard>
    </PlainLayout>
  );
}
