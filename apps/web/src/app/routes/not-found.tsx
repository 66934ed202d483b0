// Any path the portal does not know: "Page no found" (seed, point 8).
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { PlainCard, PlainLayout, PlainLink } from '../../components/plain';
import { PATHS } from '../../config/paths';

export default function NotFoundRoute() {
  const { t } = useCommonTranslation();
  return (
    <PlainLayout wide>
      <PlainCard>
        <h1 className="pl-title" data-testid="not-found">
          {t('errors.pageNotFound')}
        </h1>
        <p className="pl-text">{t('notFound.body')}</p>
        <PlainLink to={PATHS.home}>{t('notFound.goHome')}</PlainLink>
      </PlainCard>
    </PlainLayout>
  );
}
