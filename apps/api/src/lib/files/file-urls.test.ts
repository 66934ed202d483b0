// Signed file URLs: valid for at least an hour, stable within a 15-minute step, and useless
// once tampered with, expired, or moved to another file.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/helpers/clock';
import { createFileUrls } from './file-urls';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

function parse(url: string) {
  const parsed = new URL(url, 'http://portal.test');
  return {
    path: parsed.pathname,
    size: parsed.searchParams.get('size'),
    exp: Number(parsed.searchParams.get('exp')),
    sig: parsed.searchParams.get('sig') ?? '',
  };
}

describe('signed file URLs', () => {
  it('signs the file and an expiry between 60 and 75 minutes away', () => {
    const clock = new ManualClock(new Date('2026-03-01T10:07:30Z'));
    const urls = createFileUrls({ secret: SECRET, clock });
    const url = urls.signedFileUrl(42);
    expect(url).toMatch(/^\/edrocks\/api\/files\/42\?exp=\d+&sig=[\w-]{43}$/);
    const { exp, sig } = parse(url);
    const now = clock.now().getTime() / 1000;
    expect(exp - now).toBeGreaterThanOrEqual(3600);
    expect(exp - now).toBeLessThanOrEqual(4500);
    expect(exp % 900).toBe(0);
    expect(urls.verify(42, exp, sig)).toBe(true);
    expect(parse(urls.signedFileUrl(42, 'thumb')).size).toBe('thumb');
  });

  it('gives the same URL within a 15-minute step, so browsers can cache it', () => {
    const clock = new ManualClock(new Date('2026-03-01T10:00:01Z'));
    const urls = createFileUrls({ secret: SECRET, clock });
    const first = urls.signedFileUrl(7);
    clock.advance(10 * 60 * 1000);
    expect(urls.signedFileUrl(7)).toBe(first);
    clock.advance(6 * 60 * 1000);
    expect(urls.signedFileUrl(7)).not.toBe(first);
  });

  it('refuses another file, another expiry, a changed signature, another secret, and expiry', () => {
    const clock = new ManualClock();
    const urls = createFileUrls({ secret: SECRET, clock });
    const { exp, sig } = parse(urls.signedFileUrl(5));
    expect(urls.verify(6, exp, sig)).toBe(false);
    expect(urls.verify(5, exp + 900, sig)).toBe(false);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(urls.verify(5, exp, flipped)).toBe(false);
    expect(urls.verify(5, exp, sig.slice(0, 20))).toBe(false);
    expect(urls.verify(5, exp, '')).toBe(false);
    const other = createFileUrls({ secret: `${SECRET}-other`, clock });
    expect(other.verify(5, exp, sig)).toBe(false);
    clock.advance((exp - clock.now().getTime() / 1000) * 1000);
    expect(urls.verify(5, exp, sig)).toBe(false);
  });

  it('leaves a missing photo null', () => {
    const urls = createFileUrls({ secret: SECRET, clock: new ManualClock() });
    expect(urls.photoUrl(null)).toBeNull();
    expect(urls.photoUrl(undefined)).toBeNull();
    expect(urls.photoUrl(3)).toMatch(/^\/edrocks\/api\/files\/3\?/);
  });
});
