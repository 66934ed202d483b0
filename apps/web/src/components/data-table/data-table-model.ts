// What the data table's parts share: a column's description, the paging and sorting the table
// drives, and the class names of its plain elements.
import type { ReactNode } from 'react';
import type { SortOrder } from './use-list-url-state';

export interface DataTableColumn<Row, Sort extends string = string> {
  id: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** The server's sort field for this column; absent: not sortable. */
  sortField?: Sort;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Hidden below 600 px (the row's details still show it). */
  hideOnPhone?: boolean;
  /** This cell is the row's link to its details (keyboard and screen readers use it). */
  rowLink?: boolean;
}

/** The paging and sorting part of useListUrlState() the table drives. */
export interface DataTablePaging<Sort extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  order: SortOrder;
  setSort: (field: Sort) => void;
  setPage: (page: number, cursor?: string) => void;
  setPageSize: (pageSize: number) => void;
}

/** Class names of the table's plain elements, styled by styles/lists.css. */
export const PART = {
  rowLink: 'DataTable-rowLink',
  phoneHidden: 'DataTable-phoneHidden',
  link: 'DataTable-link',
  avatar: 'DataTable-avatar',
  placeholder: 'DataTable-placeholder',
  sort: 'DataTable-sort',
  sortIcon: 'DataTable-sortIcon',
} as const;
