// What a dashboard section loaded after the first paint shows while its answer is on its way:
// a heading's line and a card's box, announced as loading.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDashboardTranslation } from '../i18n';

export function SectionSkeleton({ testId }: { testId: string }) {
  const { t } = useDashboardTranslation();
  return (
    <Stack spacing={1} role="status" aria-label={t('app.loading')} data-testid={testId}>
      <Skeleton variant="text" width="40%" height={32} />
      <Skeleton variant="rounded" height={96} />
    </Stack>
  );
}
