import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readListQuery, useListUrlState } from './use-list-url-state';

const config = {
  sortFields: ['name', 'createdAt'] as const,
  filters: ['enabled', 'countryId'] as const,
  debounceMs: 50,
};

let current: ReturnType<typeof useListUrlState<'name' | 'createdAt', 'enabled' | 'countryId'>>;

function Probe() {
  current = useListUrlState(config);
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <input
        aria-label="Search"
        value={current.searchInput}
        onChange={(event) => current.setSearchInput(event.target.value)}
      />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const url = () => screen.getByTestId('url').textContent;

describe('readListQuery', () => {
  it('reads every part and ignores malformed values', () => {
    const parsed = readListQuery(
      new URLSearchParams(
        'q=%20jos%C3%A9%20&sort=createdAt&order=desc&page=3&pageSize=25&enabled=true&other=1',
      ),
      config,
    );
    expect(parsed).toEqual({
      q: 'josé',
      sort: 'createdAt',
      order: 'desc',
      page: 3,
      pageSize: 25,
      filters: { enabled: 'true' },
    });
    expect(
      readListQuery(new URLSearchParams('sort=password&order=up&page=-2&pageSize=9999'), config),
    ).toEqual({ sort: 'name', order: 'asc', page: 1, pageSize: 50, filters: {} });
  });
});

describe('useListUrlState', () => {
  afterEach(() => vi.useRealTimers());

  it('builds the API query from the URL, leaving defaults and unset filters out', () => {
    renderAt('/list?page=2&countryId=7');
    expect(current.query).toEqual({
      sort: 'name',
      order: 'asc',
      page: 2,
      pageSize: 50,
      countryId: '7',
    });
    expect(current.exportQuery).toEqual({ sort: 'name', order: 'asc', countryId: '7' });
    expect(current.isFiltered).toBe(true);
  });

  it('keeps the page in history: Back returns to the previous page', async () => {
    const router = renderAt('/list');
    act(() => current.setPage(2));
    expect(url()).toBe('?page=2');
    act(() => current.setPage(3));
    expect(url()).toBe('?page=3');
    await act(() => router.navigate(-1));
    expect(url()).toBe('?page=2');
    expect(current.page).toBe(2);
  });

  it('goes back to page 1 when a filter or the page size changes', () => {
    renderAt('/list?page=4');
    act(() => current.setFilter('enabled', 'false'));
    expect(url()).toBe('?enabled=false');
    act(() => current.setPage(2));
    act(() => current.setFilter('enabled', undefined));
    expect(url()).toBe('');
    act(() => current.setPage(5));
    act(() => current.setPageSize(100));
    expect(url()).toBe('?pageSize=100');
  });

  it('changes several filters at once (a country and clearing its state)', () => {
    renderAt('/list?countryId=1&enabled=true&page=2');
    act(() => current.setFilters({ countryId: '2', enabled: undefined }));
    expect(url()).toBe('?countryId=2');
  });

  it('keeps both of two changes made before the first one reaches the address', async () => {
    const router = renderAt('/list?page=2');
    // One render's callbacks, both called before the address changes (a navigation is a
    // transition: picking a year and then a school quickly does this).
    const { setFilter, setSort } = current;
    act(() => {
      setFilter('countryId', '7');
      setFilter('enabled', 'true');
      setSort('createdAt');
    });
    expect(url()).toBe('?countryId=7&enabled=true&sort=createdAt');
    // An address change from elsewhere (Back) is where the next change starts.
    await act(() => router.navigate(-1));
    expect(url()).toBe('?countryId=7&enabled=true');
    act(() => current.setFilter('enabled', 'false'));
    expect(url()).toBe('?countryId=7&enabled=false');
  });

  it('sorts by a field, then flips the order on the same field', () => {
    renderAt('/list?page=2');
    act(() => current.setSort('createdAt'));
    expect(url()).toBe('?sort=createdAt');
    act(() => current.setSort('createdAt'));
    expect(url()).toBe('?sort=createdAt&order=desc');
    act(() => current.setSort('name'));
    expect(url()).toBe('');
  });

  it('debounces the search box into q and goes back to page 1', async () => {
    renderAt('/list?page=3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Ana');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Ana');
    await screen.findByText('?q=Ana');
    expect(current.q).toBe('Ana');
    expect(current.page).toBe(1);
  });

  it('shows a search from the URL in the box, and clears search and filters together', async () => {
    vi.useFakeTimers();
    renderAt('/list?q=Jose&enabled=true&sort=createdAt');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Jose');
    act(() => current.clearSearchAndFilters());
    expect(url()).toBe('?sort=createdAt');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    // The debounce does not bring the old search back.
    await act(() => vi.advanceTimersByTimeAsync(config.debounceMs * 2));
    expect(url()).toBe('?sort=createdAt');
  });
});
