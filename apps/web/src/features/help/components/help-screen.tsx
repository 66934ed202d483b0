// /edrocks/help: the search box, then either the search's results, one topic (`?topic=`) or the
// overview (the role guide, the topics, the questions, the contact). The address holds the
// search and the topic, so back, reload and a shared link keep them.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { HELP_TOPIC_PARAM } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useHelpIndex } from '../../../components/help/help-queries';
import '../help-page.css';
import { HelpOverview } from './help-overview';
import { HelpSearchField } from './help-search-field';
import { HelpSearchResults } from './help-search-results';
import { HelpTopicView } from './help-topic-view';

function HelpOverviewLoader() {
  const index = useHelpIndex();
  if (index.isError) return <ErrorState error={index.error} onRetry={() => void index.refetch()} />;
  if (index.isPending) return <LoadingSkeleton lines={10} />;
  return <HelpOverview index={index.data} />;
}

export function HelpScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const topicId = params.get(HELP_TOPIC_PARAM);

  const search = useCallback(
    (text: string) => setParams(text ? { q: text } : {}, { replace: Boolean(q) === Boolean(text) }),
    [setParams, q],
  );

  return (
    <div className="hp-page" data-testid="help-screen">
      <HelpSearchField q={q} onSearch={search} />
      {q ? (
        <HelpSearchResults q={q} />
      ) : topicId ? (
        <HelpTopicView id={topicId} />
      ) : (
        <HelpOverviewLoader />
      )}
    </div>
  );
}
