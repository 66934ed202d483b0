// The Help page and the "?" beside a screen's title, through the real route table with the API
// faked at fetch: the role guide first, the topics, a search (results, none, an error with Try
// again), a topic opened by its address, and a screen's help over the screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HELP_ENDPOINTS, type HelpIndex, type HelpTopic } from '@portal/shared';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';

const INDEX: HelpIndex = {
  language: 'en-US',
  guideId: 'guide-admin',
  topics: [
    {
      id: 'guide-admin',
      kind: 'guide',
      title: 'Guide for coordinators',
      summary: 'S',
      screens: [],
    },
    {
      id: 'reports',
      kind: 'screen',
      title: 'Reports',
      summary: 'Where the reports are.',
      screens: ['/edrocks/reports'],
    },
    { id: 'faq', kind: 'faq', title: 'Frequently asked questions', summary: 'Q', screens: [] },
    { id: 'contact', kind: 'contact', title: 'Contact', summary: 'C', screens: [] },
  ],
  results: null,
};

function topicOf(id: string, html: string): HelpTopic {
  const summary = INDEX.topics.find((topic) => topic.id === id) ?? INDEX.topics[0]!;
  return { ...summary, language: 'en-US', isFallback: false, html, roles: ['ADMIN'] };
}

const TOPICS: Record<string, HelpTopic> = {
  'guide-admin': topicOf('guide-admin', '<p>Give the code of your place to its sponsors.</p>'),
  reports: topicOf('reports', '<p>Filter by year, then export.</p>'),
  faq: topicOf('faq', '<h3>I forgot my password</h3><p>Use the link.</p>'),
  contact: topicOf('contact', '<p>Write to maria@example.org.</p>'),
};

function helpApi(index: (q: string | null) => HelpIndex | Response = () => INDEX) {
  return mockApi(
    onEndpoint(HELP_ENDPOINTS.index, ({ url }) => index(url.searchParams.get('q'))),
    onEndpoint(HELP_ENDPOINTS.topic, ({ params }) => TOPICS[params.topic ?? ''] ?? INDEX_404),
  );
}
const INDEX_404 = errorBody(404, 'HELP_TOPIC_NOT_FOUND', 'help.HELP_TOPIC_NOT_FOUND');

afterEach(() => queryClient.clear());

describe('the Help page', () => {
  it('shows the role guide first, the topics, the questions and the contact', async () => {
    helpApi();
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/help');
    expect(await screen.findByRole('heading', { name: 'Guide for coordinators' }, FIRST_LOAD));
    expect(await screen.findByText('Give the code of your place to its sponsors.')).toBeVisible();
    const topics = screen.getByTestId('help-topics');
    expect(within(topics).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/edrocks/help?topic=reports',
    );
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    expect(await screen.findByText('Write to maria@example.org.')).toBeVisible();
    // No "?" on the Help page itself.
    expect(screen.queryByRole('button', { name: 'Help for this screen' })).not.toBeInTheDocument();
  });

  it('searches, says when nothing matches, and opens a result', async () => {
    const user = userEvent.setup();
    const { calls } = helpApi((q) =>
      q === 'password'
        ? {
            ...INDEX,
            results: [
              {
                topicId: 'faq',
                title: 'Frequently asked questions',
                question: 'I forgot my password',
                excerpt: 'Use the link.',
              },
            ],
          }
        : { ...INDEX, results: q ? [] : null },
    );
    signIn({ role: 'ADMIN' });
    const { router } = renderApp('/edrocks/help');
    const box = await screen.findByRole('searchbox', { name: 'Search the help' }, FIRST_LOAD);
    await user.type(box, 'zzz');
    expect(
      await screen.findByText(
        'No help matches “zzz”. Try other words, or read the topics below.',
        {},
        FIRST_LOAD,
      ),
    );
    await user.clear(box);
    await user.type(box, 'password');
    const result = await screen.findByRole('link', { name: 'I forgot my password' }, FIRST_LOAD);
    expect(calls.some((call) => call.url.searchParams.get('q') === 'password')).toBe(true);
    await user.click(result);
    await waitFor(() => expect(router.state.location.search).toBe('?topic=faq'));
    expect(await screen.findByRole('link', { name: /All help topics/ }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText('Use the link.')).toBeVisible();
  });

  it('shows an error with Try again, and the topics once it works', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    // The query client tries a failed request once more before it shows the error.
    helpApi(() =>
      ++attempts <= 2 ? errorBody(503, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable') : INDEX,
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/help');
    expect(await screen.findByTestId('loading')).toBeInTheDocument();
    const error = await screen.findByTestId('error-state', {}, FIRST_LOAD);
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Guide for coordinators' })).toBeVisible();
  });

  it('opens a topic from its address', async () => {
    helpApi();
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/help?topic=reports');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 2 }, FIRST_LOAD));
    expect(screen.getByText('Filter by year, then export.')).toBeVisible();
  });
});

describe('the "?" beside a screen title', () => {
  it("opens the screen's help over the screen and gives the focus back", async () => {
    const user = userEvent.setup();
    helpApi();
    signIn({ role: 'ADMIN' });
    const { router } = renderApp('/edrocks/reports');
    const button = await screen.findByRole('button', { name: 'Help for this screen' }, FIRST_LOAD);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Reports' }, FIRST_LOAD);
    expect(await within(dialog).findByText('Filter by year, then export.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open Help' })).toHaveAttribute(
      'href',
      '/edrocks/help?topic=reports',
    );
    expect(router.state.location.pathname).toBe('/edrocks/reports');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says so where a screen has no topic yet', async () => {
    const user = userEvent.setup();
    helpApi(() => ({ ...INDEX, topics: INDEX.topics.filter((topic) => topic.id !== 'reports') }));
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/reports');
    await user.click(
      await screen.findByRole('button', { name: 'Help for this screen' }, FIRST_LOAD),
    );
    expect(await screen.findByTestId('help-no-screen-topic', {}, FIRST_LOAD)).toBeVisible();
  });
});
