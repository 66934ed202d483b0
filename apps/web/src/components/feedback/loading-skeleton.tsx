// Placeholder shapes while a screen's data loads.
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function LoadingSkeleton({ lines = 4 }: { lines?: number }) {
  const { t } = useCommonTranslation();
  return (
    <Stack spacing={1.5} role="status" aria-label={t('app.loading')} data-testid="loading">
      <Skeleton variant="text" width="40%" height={36} />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}
