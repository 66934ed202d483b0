// The search's matches: each topic or frequently asked question that has every word typed,
// best first, with a few words around the first match. Opening one shows its topic.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { HELP_TOPIC_PARAM } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useHelpIndex } from '../../../components/help/help-queries';
import { PATHS } from '../../../config/paths';
import { useHelpTranslation } from '../i18n';

export function HelpSearchResults({ q }: { q: string }) {
  const { t } = useHelpTranslation();
  const search = useHelpIndex(q);
  const results = search.data?.results ?? [];

  return (
    <section aria-labelledby="help-results-title" className="hp-section">
      <h2 id="help-results-title" className="hp-section__title">
        {t('help.results', { q })}
      </h2>
      {search.isError ? (
        <ErrorState error={search.error} onRetry={() => void search.refetch()} />
      ) : search.isPending ? (
        <LoadingSkeleton lines={4} />
      ) : results.length === 0 ? (
        <EmptyState message={t('help.noResults', { q })} />
      ) : (
        <>
          <p className="hp-muted" role="status">
            {t('help.resultCount', { count: results.length })}
          </p>
          <ul className="hp-list" data-testid="help-results">
            {results.map((result) => (
              <li key={`${result.topicId}:${result.question ?? ''}`} className="hp-list__item">
                <Link
                  component={RouterLink}
                  to={`${PATHS.help}?${HELP_TOPIC_PARAM}=${encodeURIComponent(result.topicId)}`}
                  className="hp-list__link"
                >
                  {result.question ?? result.title}
                </Link>
                {result.question && <span className="hp-muted"> · {result.title}</span>}
                <p className="hp-list__text">{result.excerpt}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
