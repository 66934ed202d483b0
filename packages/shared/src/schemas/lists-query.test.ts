import { describe, expect, it } from 'vitest';
import { listQuerySchema, normalizeSearchText } from './lists-query';

describe('list queries', () => {
  const query = listQuerySchema(['name', 'createdAt']);

  it('fills the defaults', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 50, sort: 'name', order: 'asc' });
  });

  it('refuses pages that are too large, unknown sorts and absurd searches', () => {
    expect(query.safeParse({ pageSize: '5000' }).success).toBe(false);
    expect(query.safeParse({ sort: 'password' }).success).toBe(false);
    expect(query.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(query.safeParse({ page: '-1' }).success).toBe(false);
  });

  it('searches without accents or case', () => {
    expect(normalizeSearchText('  José   PÉREZ Núñez ')).toBe('jose perez nunez');
    expect(normalizeSearchText('Jose')).toBe(normalizeSearchText('JOSÉ'));
  });
});
