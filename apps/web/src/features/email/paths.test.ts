import { UNSUBSCRIBE_PAGE_PATH } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PAGE } from './paths';

describe('e-mail paths', () => {
  it("open the unsubscribe page at the address the messages' links name", () => {
    expect(UNSUBSCRIBE_PAGE).toBe(UNSUBSCRIBE_PAGE_PATH);
  });
});
