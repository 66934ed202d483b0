// GET /edrocks/public/policy?language=...: the terms and conditions and the privacy policy in
// one language. A public page without the query client: a small loading hook is enough.
import { useEffect, useState } from 'react';
import { SIGNUP_ENDPOINTS, type Language, type PolicyResponse } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getPolicy(language: Language, signal?: AbortSignal): Promise<PolicyResponse> {
  return callPublicEndpoint(SIGNUP_ENDPOINTS.policy, { query: { language }, signal });
}

export type PolicyState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: PolicyResponse };

/** The texts in `language`, loaded again when it changes or on `retry()`. */
export function usePolicy(language: Language): PolicyState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PolicyState & { key: string }>({
    status: 'loading',
    key: '',
  });
  const key = `${language}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getPolicy(language, controller.signal).then(
      (data) => setState({ status: 'success', data, key }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error, key });
      },
    );
    return () => controller.abort();
  }, [language, key]);

  const retry = () => setAttempt((value) => value + 1);
  // A result for another language (or an earlier attempt) is not this one's.
  if (state.key !== key) return { status: 'loading', retry };
  return { ...state, retry };
}
