// One topic on the Help page (`/edrocks/help?topic=letters`, the "?" dialog's "Open Help" and
// the search's results link here), with the way back to every topic.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { HelpTopicContent } from '../../../components/help/help-topic-content';
import { useHelpTopic } from '../../../components/help/help-queries';
import { PATHS } from '../../../config/paths';
import { useHelpTranslation } from '../i18n';

export function HelpTopicView({ id }: { id: string }) {
  const { t } = useHelpTranslation();
  const topic = useHelpTopic(id);
  return (
    <>
      <p>
        <Link component={RouterLink} to={PATHS.help} data-testid="help-back">
          ← {t('help.backToHelp')}
        </Link>
      </p>
      {topic.isError ? (
        <ErrorState error={topic.error} onRetry={() => void topic.refetch()} />
      ) : topic.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : (
        <HelpTopicContent topic={topic.data} />
      )}
    </>
  );
}
