// The state of a list screen kept in the URL's search params (UX.md: back and reload keep
// search, filters, sort and page): `?q=&sort=&order=&page=&pageSize=&cursor=&<filter>=`.
// `cursor` is where the page starts (the previous answer's `next` or `previous`, or `end`), so
// that a deep page costs the server as little as the first (docs/decisions/015-list-pages.md).
//
//   const list = useListUrlState({
//     sortFields: PLACE_SORT_FIELDS,          // the shared schema's sort fields; [0] is the default
//     filters: ['enabled', 'countryId'],      // names of the list's filters (string values)
//   });
//   useQuery(placesQueryOptions(list.query)); // q/page/pageSize/sort/order + the set filters
//   <SearchBox value={list.searchInput} onChange={list.setSearchInput} />
//
// Defaults are left out of the URL so a fresh list has a clean address. Changing the search or a
// filter goes back to page 1. The search box updates the URL 300 ms after the last key (and
// replaces the history entry, so Back does not replay every letter); page, sort and filter
// changes add history entries.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CURSOR_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SEARCH_MAX_LENGTH,
} from '@portal/shared';

export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListUrlStateConfig<Sort extends string, Filter extends string> {
  /** Sortable fields; the first is the default unless `defaultSort` says otherwise. */
  sortFields: readonly Sort[];
  defaultSort?: Sort;
  defaultOrder?: SortOrder;
  /** Filter names as they appear in the URL and in the API query. */
  filters?: readonly Filter[];
  defaultPageSize?: number;
  /** Delay between the last key in the search box and the URL change. */
  debounceMs?: number;
}

export interface ListQuery<Sort extends string, Filter extends string> {
  q?: string;
  page: number;
  /** Where the page starts, from the answer of the page beside it; none for page 1. */
  cursor?: string;
  pageSize: number;
  sort: Sort;
  order: SortOrder;
  filters: Partial<Record<Filter, string>>;
}

/** A list endpoint's query as the URL gives it: the filters are the URL's strings, which the
 * server validates like any other input. */
export type ListExportQuery<Sort extends string, Filter extends string> = {
  q?: string;
  sort: Sort;
  order: SortOrder;
} & Partial<Record<Filter, string>>;
export type ListApiQuery<Sort extends string, Filter extends string> = ListExportQuery<
  Sort,
  Filter
> & { page: number; pageSize: number; cursor?: string };

export interface ListUrlState<Sort extends string, Filter extends string> extends ListQuery<
  Sort,
  Filter
> {
  /** What the search box shows now (the URL follows after the debounce). */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** Sets (or clears, with '' or undefined) one filter and goes back to page 1. */
  setFilter: (name: Filter, value: string | undefined) => void;
  /** Sets several filters at once (e.g. a country and clearing its state), back to page 1. */
  setFilters: (changes: Partial<Record<Filter, string | undefined>>) => void;
  /** Sorts by `field`; the same field again flips the order. */
  setSort: (field: Sort, order?: SortOrder) => void;
  /** Goes to a page, starting at `cursor` (from the answer) when there is one. */
  setPage: (page: number, cursor?: string) => void;
  /** Changes the page size and goes back to page 1. */
  setPageSize: (pageSize: number) => void;
  /** Clears search and filters (keeps sort and page size). */
  clearSearchAndFilters: () => void;
  /** Whether a search or any filter is active (for the empty state's wording). */
  isFiltered: boolean;
  /** The API query of the list endpoint: q, page, pageSize, sort, order and set filters. */
  query: ListApiQuery<Sort, Filter>;
  /** The same without page and pageSize, for `.../export?format=`. */
  exportQuery: ListExportQuery<Sort, Filter>;
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 && number <= max ? number : fallback;
}

/** Reads a list's state out of search params, ignoring anything malformed. */
export function readListQuery<Sort extends string, Filter extends string>(
  params: URLSearchParams,
  config: ListUrlStateConfig<Sort, Filter>,
): ListQuery<Sort, Filter> {
  const defaultSort = config.defaultSort ?? config.sortFields[0]!;
  const defaultOrder = config.defaultOrder ?? 'asc';
  const sortParam = params.get('sort');
  const sort = config.sortFields.includes(sortParam as Sort) ? (sortParam as Sort) : defaultSort;
  const orderParam = params.get('order');
  const order: SortOrder =
    orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder;
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  const cursorParam = params.get('cursor');
  const cursor =
    cursorParam && cursorParam.length <= CURSOR_MAX_LENGTH && /^[\w-]+$/.test(cursorParam)
      ? cursorParam
      : undefined;
  const filters: Partial<Record<Filter, string>> = {};
  for (const name of config.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const page = positiveInt(params.get('page'), 1, 1_000_000);
  return {
    ...(q ? { q } : {}),
    page,
    ...(cursor && page > 1 ? { cursor } : {}),
    pageSize: positiveInt(
      params.get('pageSize'),
      config.defaultPageSize ?? PAGE_SIZE_DEFAULT,
      PAGE_SIZE_MAX,
    ),
    sort,
    order,
    filters,
  };
}

/**
 * The list endpoint's query for these search params: the `query` of `useListUrlState(config)` on
 * a page with them. A route loader asks for the first page with it while the screen's code loads.
 */
export function readListApiQuery<Sort extends string, Filter extends string>(
  params: URLSearchParams,
  config: ListUrlStateConfig<Sort, Filter>,
): ListApiQuery<Sort, Filter> {
  const state = readListQuery(params, config);
  return apiQueryOf(exportQueryOf(state), state);
}

/** The list's search, filters and order, as the export endpoint takes them. */
function exportQueryOf<Sort extends string, Filter extends string>(
  state: Pick<ListQuery<Sort, Filter>, 'q' | 'sort' | 'order' | 'filters'>,
): ListExportQuery<Sort, Filter> {
  const { q, sort, order, filters } = state;
  return { ...filters, ...(q ? { q } : {}), sort, order };
}

/** The export query with the page asked for, as the list endpoint takes it. */
function apiQueryOf<Sort extends string, Filter extends string>(
  exportQuery: ListExportQuery<Sort, Filter>,
  state: Pick<ListQuery<Sort, Filter>, 'page' | 'pageSize' | 'cursor'>,
): ListApiQuery<Sort, Filter> {
  const { page, pageSize, cursor } = state;
  return { ...exportQuery, page, pageSize, ...(cursor ? { cursor } : {}) };
}

/** What a change leaves out of the URL: nothing set, or a value equal to its default. */
interface ListDefaults {
  pageSize: number;
  sort: string;
  order: SortOrder;
}

type ListParamChanges = Record<string, string | number | undefined>;

/** The search params after `changes`; a value equal to its default leaves the URL. */
function applyListChanges(
  current: URLSearchParams,
  changes: ListParamChanges,
  defaults: ListDefaults,
): URLSearchParams {
  const next = new URLSearchParams(current);
  // A cursor belongs to the page it was given for: any other page change drops it.
  if ('page' in changes && !('cursor' in changes)) next.delete('cursor');
  for (const [key, value] of Object.entries(changes)) {
    const isDefault =
      value === undefined ||
      value === '' ||
      (key === 'page' && value === 1) ||
      (key === 'pageSize' && value === defaults.pageSize) ||
      (key === 'sort' && value === defaults.sort) ||
      (key === 'order' && value === defaults.order);
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The URL's search params, and `update`, which applies changes to them. */
function useListParams<Sort extends string, Filter extends string>(
  config: ListUrlStateConfig<Sort, Filter>,
) {
  const [params, setParams] = useSearchParams();
  const defaultSort = config.defaultSort ?? config.sortFields[0]!;
  const defaultOrder = config.defaultOrder ?? 'asc';
  const defaultPageSize = config.defaultPageSize ?? PAGE_SIZE_DEFAULT;

  // The params a change starts from: the address's, or those of the last change while its
  // navigation is still on its way. React Router hands a change the params of the render its
  // callback came from, and a navigation is a transition: two filters picked in quick
  // succession would otherwise both start from the old address, and the second undo the first.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);

  /** Applies changes to the current params (replacing the history entry with `replace`). */
  const update = useCallback(
    (changes: ListParamChanges, replace = false) => {
      const next = applyListChanges(latestParams.current, changes, {
        pageSize: defaultPageSize,
        sort: defaultSort,
        order: defaultOrder,
      });
      latestParams.current = next;
      setParams(next, { replace });
    },
    [setParams, defaultPageSize, defaultSort, defaultOrder],
  );
  return { params, update };
}

type UpdateListParams = ReturnType<typeof useListParams>['update'];

/**
 * The search box: typed text now, the URL after a pause. A URL change from elsewhere (Back, a
 * link) shows in the box.
 */
function useSearchInput(urlQ: string, debounceMs: number, update: UpdateListParams) {
  const [searchInput, setSearchInputState] = useState(urlQ);
  const lastApplied = useRef(urlQ);
  useEffect(() => {
    if (urlQ !== lastApplied.current) {
      lastApplied.current = urlQ;
      setSearchInputState(urlQ);
    }
  }, [urlQ]);
  useEffect(() => {
    const trimmed = searchInput.trim();
    if (trimmed === lastApplied.current) return;
    const timer = setTimeout(() => {
      lastApplied.current = trimmed;
      update({ q: trimmed, page: undefined }, true);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [searchInput, debounceMs, update]);

  const setSearchInput = useCallback(
    (value: string) => setSearchInputState(value.slice(0, SEARCH_MAX_LENGTH)),
    [],
  );
  /** Empties the box at once, with no pending search to follow (the caller clears the URL). */
  const clearSearchInput = useCallback(() => {
    lastApplied.current = '';
    setSearchInputState('');
  }, []);
  return { searchInput, setSearchInput, clearSearchInput };
}

/** The list and export endpoints' queries, the same objects while the list's state is. */
function useListQueries<Sort extends string, Filter extends string>(
  state: ListQuery<Sort, Filter>,
) {
  const { q, page, pageSize, cursor, sort, order, filters } = state;
  const filtersKey = JSON.stringify(filters);
  const exportQuery = useMemo(
    () =>
      exportQueryOf<Sort, Filter>({
        q,
        sort,
        order,
        filters: JSON.parse(filtersKey) as Partial<Record<Filter, string>>,
      }),
    [q, sort, order, filtersKey],
  );
  const query = useMemo(
    () => apiQueryOf(exportQuery, { page, pageSize, cursor }),
    [exportQuery, page, pageSize, cursor],
  );
  return { query, exportQuery };
}

export function useListUrlState<Sort extends string, Filter extends string = never>(
  config: ListUrlStateConfig<Sort, Filter>,
): ListUrlState<Sort, Filter> {
  const { params, update } = useListParams(config);
  const state = readListQuery(params, config);
  const search = useSearchInput(state.q ?? '', config.debounceMs ?? SEARCH_DEBOUNCE_MS, update);

  const setFilter = useCallback(
    (name: Filter, value: string | undefined) => update({ [name]: value, page: undefined }),
    [update],
  );
  const setFilters = useCallback(
    (changes: Partial<Record<Filter, string | undefined>>) =>
      update({ ...(changes as Record<string, string | undefined>), page: undefined }),
    [update],
  );
  const setSort = useCallback(
    (field: Sort, order?: SortOrder) => {
      const nextOrder: SortOrder =
        order ?? (field === state.sort && state.order === 'asc' ? 'desc' : 'asc');
      update({ sort: field, order: nextOrder, page: undefined });
    },
    [update, state.sort, state.order],
  );
  const setPage = useCallback(
    (page: number, cursor?: string) => update({ page, cursor: page > 1 ? cursor : undefined }),
    [update],
  );
  const setPageSize = useCallback(
    (pageSize: number) => update({ pageSize, page: undefined }),
    [update],
  );
  const filterNames = config.filters;
  const { clearSearchInput } = search;
  const clearSearchAndFilters = useCallback(() => {
    clearSearchInput();
    update({
      q: undefined,
      page: undefined,
      ...Object.fromEntries((filterNames ?? []).map((name) => [name, undefined])),
    });
  }, [update, filterNames, clearSearchInput]);
  const { query, exportQuery } = useListQueries(state);

  return {
    ...state,
    searchInput: search.searchInput,
    setSearchInput: search.setSearchInput,
    setFilter,
    setFilters,
    setSort,
    setPage,
    setPageSize,
    clearSearchAndFilters,
    isFiltered: Boolean(state.q) || Object.keys(state.filters).length > 0,
    query,
    exportQuery,
  };
}
