// The Help page without a search: the caller's role guide first, the topics written for their
// role (each screen's help), the frequently asked questions and how to reach the coordinators.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { HELP_TOPIC_PARAM, type HelpIndex } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PATHS } from '../../../config/paths';
import { useHelpTranslation } from '../i18n';
import { HelpTopicSection } from './help-topic-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="hp-section">
      <h2 id={id} className="hp-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function HelpOverview({ index }: { index: HelpIndex }) {
  const { t } = useHelpTranslation();
  const screens = index.topics.filter((topic) => topic.kind === 'screen');
  const faq = index.topics.find((topic) => topic.kind === 'faq');
  const contact = index.topics.find((topic) => topic.kind === 'contact');
  const guide = index.topics.find((topic) => topic.id === index.guideId);

  if (index.topics.length === 0) return <EmptyState message={t('help.noTopics')} />;
  return (
    <>
      {guide && (
        <Section id="help-guide-title" title={guide.title}>
          <HelpTopicSection id={guide.id} lines={10} />
        </Section>
      )}
      {screens.length > 0 && (
        <Section id="help-topics-title" title={t('help.topics')}>
          <p className="hp-muted">{t('help.topicsHint')}</p>
          <ul className="hp-list hp-list--grid" data-testid="help-topics">
            {screens.map((topic) => (
              <li key={topic.id} className="hp-list__item">
                <Link
                  component={RouterLink}
                  to={`${PATHS.help}?${HELP_TOPIC_PARAM}=${encodeURIComponent(topic.id)}`}
                  className="hp-list__link"
                >
                  {topic.title}
                </Link>
                <p className="hp-list__text">{topic.summary}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {faq && (
        <Section id="help-faq-title" title={t('help.faq')}>
          <HelpTopicSection id={faq.id} />
        </Section>
      )}
      {contact && (
        <Section id="help-contact-title" title={t('help.contact')}>
          <HelpTopicSection id={contact.id} lines={3} />
        </Section>
      )}
    </>
  );
}
