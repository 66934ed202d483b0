// "Skip to main content": the first thing a keyboard user reaches on every page.
import { useCommonTranslation } from '../lib/i18n/common-translation';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useCommonTranslation();
  return (
    <a
      className="pl-skip"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
