import { describe, expect, it } from 'vitest';
import { chooseContentEncoding } from './content-encoding';

describe('chooseContentEncoding', () => {
  it('sends the answer as it is without an Accept-Encoding the API can meet', () => {
    expect(chooseContentEncoding(undefined)).toBe('identity');
    expect(chooseContentEncoding('')).toBe('identity');
    expect(chooseContentEncoding('identity')).toBe('identity');
    expect(chooseContentEncoding('deflate, compress')).toBe('identity');
    expect(chooseContentEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });

  it('prefers Brotli to gzip when both are taken alike', () => {
    expect(chooseContentEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseContentEncoding('br, gzip')).toBe('br');
    expect(chooseContentEncoding('*')).toBe('br');
    expect(chooseContentEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
  });

  it('sends gzip to a client that takes only gzip, or prefers it', () => {
    expect(chooseContentEncoding('gzip')).toBe('gzip');
    expect(chooseContentEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseContentEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseContentEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
  });
});
