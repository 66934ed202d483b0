// The dashboard's notice of the required agreement texts that are missing: no published version
// (everyone who must sign it is kept from sponsoring and writing letters) or no published text in
// a language. The super admin is sent to the Agreements screen to publish them; a global admin
// sees it read-only. Nothing shows while it loads or when nothing is missing.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MissingAgreementText } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { PATHS } from '../../../config/paths';
import { useMissingAgreementTexts } from '../api/get-missing-agreement-texts';
import { useDashboardTranslation } from '../i18n';

export default function AgreementTextsNotice({ canPublish }: { canPublish: boolean }) {
  const { t } = useDashboardTranslation();
  const missing = useMissingAgreementTexts();
  const titleId = useId();
  if (missing.isPending) return null;
  if (missing.error) {
    return <ErrorState error={missing.error} onRetry={() => void missing.refetch()} />;
  }
  const { items } = missing.data;
  if (items.length === 0) return null;
  const title = (item: MissingAgreementText) =>
    t(`dashboard.agreementTexts.keys.${item.key as 'sponsor-commitment'}`, {
      defaultValue: item.key,
    });
  return (
    <Alert
      severity="warning"
      component="section"
      // A standing notice to read, not an interruption to announce (MUI's default: alert).
      role="region"
      aria-labelledby={titleId}
      data-testid="agreement-texts-notice"
    >
      <AlertTitle id={titleId} component="h2">
        {t('dashboard.agreementTexts.title')}
      </AlertTitle>
      {items.some((item) => !item.isPublished) ? (
        <Typography variant="body2">{t('dashboard.agreementTexts.gateClosed')}</Typography>
      ) : null}
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {items.map((item) => (
          <li key={item.agreementId}>
            <Typography variant="body2">
              {item.isPublished
                ? item.missingLanguages
                    .map((language) =>
                      t('dashboard.agreementTexts.missingLanguage', {
                        title: title(item),
                        language: t(`dashboard.agreementTexts.languages.${language}`),
                      }),
                    )
                    .join(' ')
                : t('dashboard.agreementTexts.notPublished', { title: title(item) })}
              {item.draftVersion === null
                ? null
                : ` ${t('dashboard.agreementTexts.draftWaiting', { version: item.draftVersion })}`}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2">
        {canPublish ? null : `${t('dashboard.agreementTexts.onlySuperAdmin')} `}
        <RouterLink to={PATHS.agreements}>
          {t(canPublish ? 'dashboard.agreementTexts.publish' : 'dashboard.agreementTexts.view')}
        </RouterLink>
      </Typography>
    </Alert>
  );
}
