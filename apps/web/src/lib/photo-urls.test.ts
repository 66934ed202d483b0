import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './photo-urls';

describe('thumbnailUrl', () => {
  it('asks for the thumbnail size, after any signature', () => {
    expect(thumbnailUrl('/edrocks/api/files/3?exp=1&sig=a')).toBe(
      '/edrocks/api/files/3?exp=1&sig=a&size=thumb',
    );
    expect(thumbnailUrl('/edrocks/api/files/3')).toBe('/edrocks/api/files/3?size=thumb');
    expect(thumbnailUrl(null)).toBeNull();
  });
});
