// The top of an event's sales: the way back to the events, and, once the event is known, Edit
// and View (its public page, in a new tab).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { buildPath, PATHS } from '../../../config/paths';
import { useEventsTranslation } from '../i18n';

export function EventSalesActions({
  slug,
  onEdit,
}: {
  /** The event's web address; none until the event is known. */
  slug: string | undefined;
  onEdit: () => void;
}) {
  const { t } = useEventsTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Link
        component={RouterLink}
        to={PATHS.eventsAdmin}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, mr: 'auto' }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('admin.actions.back')}
      </Link>
      {slug !== undefined ? (
        <>
          <Button onClick={onEdit} sx={{ minHeight: 44 }}>
            {t('admin.actions.edit')}
          </Button>
          <Button
            component={RouterLink}
            to={buildPath(PATHS.event, { slug })}
            target="_blank"
            sx={{ minHeight: 44 }}
          >
            {t('admin.actions.view')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
