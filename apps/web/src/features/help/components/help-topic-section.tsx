// One topic loaded and shown in place (the role guide, the questions, the contact) under its
// section's heading, with its own loading and error states so that one failing topic does not
// hide the rest of the page.
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { HelpTopicContent } from '../../../components/help/help-topic-content';
import { useHelpTopic } from '../../../components/help/help-queries';

export function HelpTopicSection({ id, lines = 6 }: { id: string; lines?: number }) {
  const topic = useHelpTopic(id);
  if (topic.isError) return <ErrorState error={topic.error} onRetry={() => void topic.refetch()} />;
  if (topic.isPending) return <LoadingSkeleton lines={lines} />;
  return <HelpTopicContent topic={topic.data} showTitle={false} />;
}
