// A help topic's text. The HTML comes from the API, which renders the programme's Markdown
// without raw HTML and with links only to web, e-mail and relative addresses
// (apps/api/src/modules/help/help-render.ts), so it is put in the page as it is. A link to one
// of the portal's own screens moves within the app instead of reloading it.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { HelpTopic } from '@portal/shared';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import './help.css';

export function HelpTopicContent({
  topic,
  showTitle = true,
  onNavigate,
}: {
  topic: HelpTopic;
  /** The title as an h2 (the text's sections are h3); false where a dialog or section shows it. */
  showTitle?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useCommonTranslation();
  const navigate = useNavigate();

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    onNavigate?.();
    void navigate(href);
  }

  return (
    <article className="hp-topic" lang={topic.language} data-testid={`help-topic-${topic.id}`}>
      {showTitle && <h2 className="hp-topic__title">{topic.title}</h2>}
      {topic.isFallback && (
        <p className="hp-topic__fallback" role="note">
          {t('help.fallback', { language: t(`languages.${topic.language}`) })}
        </p>
      )}
      {/* Safe HTML from the API (see the header); clicks on internal links are routed. */}
      <div
        className="hp-topic__body"
        onClick={followInternalLink}
        dangerouslySetInnerHTML={{ __html: topic.html }}
      />
    </article>
  );
}
