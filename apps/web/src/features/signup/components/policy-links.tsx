// Under the terms box: the terms and the privacy policy, each opening in a new tab.
import visuallyHidden from '@mui/utils/visuallyHidden';
import { PlainLink } from '../../../components/plain';
import { PATHS } from '../../../config/paths';
import { useSignupTranslation } from '../i18n';

function PolicyLink({ document, label }: { document: 'terms' | 'privacy'; label: string }) {
  const { t } = useSignupTranslation();
  return (
    <PlainLink
      to={`${PATHS.policy}?show=${document}`}
      target="_blank"
      rel="noopener"
      data-testid={`signup-${document}-link`}
    >
      {label}
      <span style={visuallyHidden}> ({t('signup.opensInNewTab')})</span>
    </PlainLink>
  );
}

export function PolicyLinks() {
  const { t } = useSignupTranslation();
  return (
    <p className="su-policy-links">
      {t('signup.readPolicies')} <PolicyLink document="terms" label={t('signup.termsLink')} />
      {' · '}
      <PolicyLink document="privacy" label={t('signup.privacyLink')} />
    </p>
  );
}
