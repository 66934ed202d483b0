// A public page (events, donations, agreement, policy) that is not available yet: it says so
// plainly rather than pretending to work.
import { useTranslation } from 'react-i18next';
import { useComingSoonTranslation } from '../i18n';
import { PlainAlert, PlainCard, PlainLayout, PlainLink } from '../../../components/plain';
import { useRouteTitleKey } from '../../../components/layout/route-title';
import { PATHS } from '../../../config/paths';

export default function UnavailablePublicRoute() {
  const { t } = useComingSoonTranslation();
  // The title's key comes from the route (any feature's namespace).
  const { t: translateTitle } = useTranslation();
  const titleKey = useRouteTitleKey();
  return (
    <PlainLayout wide>
      <PlainCard>
        <h1 className="pl-title">{titleKey ? translateTitle(titleKey) : t('app.name')}</h1>
        <PlainAlert severity="info" title={t('unavailable.heading')} testId="unavailable">
          <p>{t('unavailable.bodyPublic')}</p>
          <p>
            <PlainLink to={PATHS.home}>{t('unavailable.goHome')}</PlainLink>
          </p>
        </PlainAlert>
      </PlainCard>
    </PlainLayout>
  );
}
