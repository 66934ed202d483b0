import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useQuery,
} from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiDownload, apiRequest } from '../../lib/api-client';
import { changeLanguage } from '../../lib/i18n';
import { session, writeStoredSession } from '../../lib/session';
import { json, mockApi, onPath } from '../../test/api-mock';
import { makeAccessToken, makeUser } from '../../test/fake-session';
import { DataTable, ExportMenu, ListPage, avatarColumn, useListUrlState } from '.';
import type { PageInfo } from './data-table';

interface Row {
  id: number;
  name: string;
}

function ThingsScreen() {
  const list = useListUrlState({
    sortFields: ['name', 'createdAt'] as const,
    filters: ['enabled'],
  });
  const things = useQuery({
    queryKey: ['things', list.query],
    queryFn: () =>
      apiRequest<{ items: Row[]; total: number } & PageInfo>('/edrocks/api/things', {
        query: list.query,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      actions={
        <ExportMenu
          download={(format) =>
            apiDownload('/edrocks/api/things/export', { query: { ...list.exportQuery, format } })
          }
          fileName="things"
        />
      }
    >
      <DataTable<Row, 'name' | 'createdAt'>
        label="Things"
        columns={[
          {
            id: 'name',
            header: 'Name',
            sortField: 'name',
            render: (row) => row.name,
            rowLink: true,
          },
          { id: 'created', header: 'Created', sortField: 'createdAt', render: () => '-' },
        ]}
        rows={things.data?.items}
        total={things.data?.total}
        pageInfo={things.data}
        isLoading={things.isFetching}
        error={things.error}
        onRetry={() => void things.refetch()}
        list={list}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/things/${row.id}`}
        empty={{ message: 'No things yet.' }}
      />
    </ListPage>
  );
}

/** A signed-in session (not through the app's routes, which this test does not need). */
function signIn() {
  writeStoredSession(localStorage, {
    userData: makeUser(),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
}

function renderScreen(url = '/things') {
  signIn();
  const router = createMemoryRouter(
    [
      { path: '/things', element: <ThingsScreen /> },
      { path: '/things/:id', element: <p>Details page</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function pageOf(url: URL, total = 1234) {
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const items = Array.from({ length: Math.min(pageSize, 3) }, (_, index) => ({
    id: (page - 1) * pageSize + index + 1,
    name: `Thing ${(page - 1) * pageSize + index + 1}`,
  }));
  return json(200, { items, total, page, pageSize });
}

/** A page with cursors, like the API's (lib/list-page.ts); `rows` rows in all. */
function cursorPageOf(url: URL, rows: number, totalKind: 'exact' | 'atLeast') {
  const cursor = url.searchParams.get('cursor');
  const pageSize = Number(url.searchParams.get('pageSize'));
  const page = cursor === 'end' ? Math.ceil(rows / pageSize) : Number(url.searchParams.get('page'));
  const first = (page - 1) * pageSize;
  const items = Array.from({ length: Math.min(pageSize, rows - first) }, (_, index) => ({
    id: first + index + 1,
    name: `Thing ${first + index + 1}`,
  }));
  return json(200, {
    items,
    total: totalKind === 'atLeast' ? 10_000 : rows,
    totalKind,
    page,
    pageSize,
    next: first + pageSize < rows ? `after-${first + pageSize}` : null,
    previous: page > 1 ? `before-${first + 1}` : null,
  });
}

describe('DataTable on a list screen', () => {
  it("follows the answer's cursors to the next and previous pages, and opens the last one", async () => {
    const { calls } = mockApi(
      onPath('GET', '/edrocks/api/things', ({ url }) => cursorPageOf(url, 230, 'exact')),
    );
    const router = renderScreen();
    await screen.findByText('1-50 of 230');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await screen.findByText('51-100 of 230');
    expect(calls.at(-1)!.url.searchParams.get('cursor')).toBe('after-50');
    expect(router.state.location.search).toBe('?page=2&cursor=after-50');

    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
    await screen.findByText('201-230 of 230');
    expect(calls.at(-1)!.url.searchParams.get('cursor')).toBe('end');

    await userEvent.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    await screen.findByText('151-200 of 230');
    expect(calls.at(-1)!.url.searchParams.get('cursor')).toBe('before-201');

    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByText('1-50 of 230');
    expect(calls.at(-1)!.url.searchParams.has('cursor')).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('says "more than" a total that is a floor, and counts exactly once the end is reached', async () => {
    mockApi(onPath('GET', '/edrocks/api/things', ({ url }) => cursorPageOf(url, 120, 'atLeast')));
    renderScreen();
    expect(await screen.findByText('1-50 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('More than 10,000 results');
    expect(screen.getByRole('button', { name: 'Go to the last page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await screen.findByText('51-100 of more than 10,000');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('101-120 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
  });

  it('says "más de" in Spanish', async () => {
    mockApi(onPath('GET', '/edrocks/api/things', ({ url }) => cursorPageOf(url, 120, 'atLeast')));
    await changeLanguage('es-CO', { remember: false });
    renderScreen();
    expect(await screen.findByText('1-50 de más de 10.000')).toBeInTheDocument();
  });

  it('asks the server for one page and shows the Intl-formatted count', async () => {
    const { calls } = mockApi(
      onPath('GET', '/edrocks/api/things', ({ url }) => pageOf(url, 12345)),
    );
    renderScreen();
    expect(await screen.findByText('1-50 of 12,345')).toBeInTheDocument();
    const query = Object.fromEntries(calls[0]!.url.searchParams);
    expect(query).toEqual({ sort: 'name', order: 'asc', page: '1', pageSize: '50' });
    expect(calls[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('pages and sorts on the server, keeping both in the URL', async () => {
    const { calls } = mockApi(onPath('GET', '/edrocks/api/things', ({ url }) => pageOf(url)));
    const router = renderScreen();
    await screen.findByText('1-50 of 1,234');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('51-100 of 1,234')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('order')).toBe('desc'));
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?order=desc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
  });

  it('changes the rows per page from the labelled select, back to page 1', async () => {
    const { calls } = mockApi(onPath('GET', '/edrocks/api/things', ({ url }) => pageOf(url)));
    const router = renderScreen('/things?page=3');
    await screen.findByText('101-150 of 1,234');
    const size = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(size).toHaveValue('50');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100']);
    expect(screen.getByRole('button', { name: 'Go to the first page' })).toBeEnabled();
    await userEvent.selectOptions(size, '100');
    expect(await screen.findByText('1-100 of 1,234')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('pageSize')).toBe('100');
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?pageSize=100');
    expect(screen.getByRole('button', { name: 'Go to the first page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();
  });

  it('counts in Spanish when the language is es-CO', async () => {
    mockApi(onPath('GET', '/edrocks/api/things', ({ url }) => pageOf(url, 12345)));
    await changeLanguage('es-CO', { remember: false });
    renderScreen();
    expect(await screen.findByText('1-50 de 12.345')).toBeInTheDocument();
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
  });

  it('draws every row of a full page, the first ones at once and the rest right after', async () => {
    mockApi(onPath('GET', '/edrocks/api/things', ({ url }) => cursorPageOf(url, 120, 'exact')));
    renderScreen('/things?pageSize=50');
    const table = await screen.findByRole('table', { name: 'Things' });
    // The header row and the page's 50.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(within(table).getByRole('link', { name: 'Thing 50' })).toHaveAttribute(
      'href',
      '/things/50',
    );
  });

  it('opens the details from a row', async () => {
    mockApi(onPath('GET', '/edrocks/api/things', ({ url }) => pageOf(url)));
    const router = renderScreen();
    await userEvent.click(await screen.findByRole('link', { name: 'Thing 2' }));
    expect(router.state.location.pathname).toBe('/things/2');
  });

  it('shows the empty state and the error state with Try again', async () => {
    let shouldFail = true;
    mockApi(
      onPath('GET', '/edrocks/api/things', () =>
        shouldFail
          ? json(500, { code: 'UNDEFINED_ERROR', message: 'x', messageKey: 'errors.undefined' })
          : json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      ),
    );
    renderScreen();
    const alert = await screen.findByTestId('error-state');
    shouldFail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
  });

  it('exports the filtered rows with the token and saves them under the server file name', async () => {
    const { calls } = mockApi(
      onPath('GET', '/edrocks/api/things', ({ url }) => pageOf(url)),
      onPath(
        'GET',
        '/edrocks/api/things/export',
        () =>
          new Response('Name\nThing 1\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="things-2026-11-22.csv"',
            },
          }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:things');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    renderScreen('/things?q=ana&enabled=true&sort=createdAt&order=desc&page=3');
    await screen.findByText(/of 1,234/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('things-2026-11-22.csv');
    const exportCall = calls.find((call) => call.url.pathname.endsWith('/export'))!;
    expect(Object.fromEntries(exportCall.url.searchParams)).toEqual({
      q: 'ana',
      enabled: 'true',
      sort: 'createdAt',
      order: 'desc',
      format: 'csv',
    });
    expect(exportCall.headers.authorization).toMatch(/^Bearer /);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('Name\nThing 1\n');
  });
});

describe('avatarColumn', () => {
  interface Person {
    id: number;
    fullName: string;
    photo: string | null;
  }

  function renderPeople(people: Person[]) {
    const list = {
      page: 1,
      pageSize: 50,
      sort: 'name' as const,
      order: 'asc' as const,
      setSort: vi.fn(),
      setPage: vi.fn(),
      setPageSize: vi.fn(),
    };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <DataTable<Person, 'name'>
              label="People"
              columns={[
                avatarColumn<Person, 'name'>({
                  header: 'Photo',
                  name: (row) => row.fullName,
                  src: (row) => row.photo,
                }),
                { id: 'name', header: 'Name', render: (row) => row.fullName },
              ]}
              rows={people}
              total={people.length}
              list={list}
              getRowId={(row) => row.id}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('shows the photo named after the person, or their initials, also when the photo fails', async () => {
    renderPeople([
      { id: 1, fullName: 'Ana María Núñez', photo: '/photos/1.jpg' },
      { id: 2, fullName: 'josé pérez', photo: null },
    ]);
    const photo = await screen.findByRole('img', { name: 'Ana María Núñez' });
    expect(photo).toHaveAttribute('src', '/photos/1.jpg');
    expect(screen.getByText('JP')).toBeInTheDocument();

    fireEvent.error(photo);
    expect(await screen.findByText('AM')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ana María Núñez' })).toBeNull();
  });
});
