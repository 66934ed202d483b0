// /edrocks/people/by-email (super admin): someone without an account (a donor, a ticket buyer, a
// minor sponsor's parent, a board member), found by the e-mail they gave. The e-mail is looked up
// (the preview: what goes, what is kept and why), their data downloaded, and everything under it
// erased after the typed confirmation, as an account's erasure is. Linked from the data requests.
import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useEraseByEmailPreview } from '../api/erase-by-email';
import { ByEmailPreview } from '../components/by-email-preview';
import { EmailLookupForm } from '../components/email-lookup-form';
import { usePersonEraseTranslation } from '../i18n';

function PreviewState({ email, onErased }: { email: string | null; onErased: () => void }) {
  const { t } = usePersonEraseTranslation();
  const preview = useEraseByEmailPreview(email);
  if (email === null) return <Typography color="text.secondary">{t('byEmail.start')}</Typography>;
  if (preview.isPending) return <LoadingSkeleton lines={6} />;
  if (preview.isError)
    return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  return <ByEmailPreview preview={preview.data} onErased={onErased} />;
}

export default function PersonByEmailRoute() {
  const { t } = usePersonEraseTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const [lookUps, setLookUps] = useState(0);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Typography>{t('byEmail.intro')}</Typography>
        <EmailLookupForm
          onLookUp={(typed) => {
            setEmail(typed);
            setLookUps((count) => count + 1);
          }}
        />
        <section aria-live="polite" aria-label={t('byEmail.resultLabel')}>
          <PreviewState key={lookUps} email={email} onErased={() => setEmail(null)} />
        </section>
      </Stack>
    </Paper>
  );
}
