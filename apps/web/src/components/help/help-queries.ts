// The help's two requests (HELP_ENDPOINTS): the caller's topics, or a search over them, and one
// topic as HTML. Both answer in the UI language (Accept-Language), so the language is part of
// their keys: a switch reads them again. Shared by the "?" beside every screen's title and the
// Help page (features/help).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HELP_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../lib/call-endpoint';

export const HELP_KEYS = {
  all: ['help'] as const,
  index: (language: string, q: string) => ['help', 'index', language, q] as const,
  topic: (language: string, id: string) => ['help', 'topic', language, id] as const,
};

/** The caller's topics; with a non-empty `q`, also the search's matches. */
export function useHelpIndex(q = '') {
  const { i18n } = useTranslation();
  const query = q.trim();
  return useQuery({
    queryKey: HELP_KEYS.index(i18n.language, query),
    queryFn: ({ signal }) =>
      callEndpoint(HELP_ENDPOINTS.index, { query: query ? { q: query } : {}, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHelpTopic(id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: HELP_KEYS.topic(i18n.language, id ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(HELP_ENDPOINTS.topic, { params: { topic: id ?? '' }, signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
