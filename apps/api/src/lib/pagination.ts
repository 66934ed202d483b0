// Offset paging for list endpoints. Every list is sorted by an indexed column with the id as a
// tie-breaker, so a page is an index range scan and pages never overlap or skip rows.
import type { Page } from '@portal/shared';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

export function toPage<Item>(request: PageRequest, items: Item[], total: number): Page<Item> {
  return { items, total, page: request.page, pageSize: request.pageSize };
}
