import { describe, expect, it } from 'vitest';
import { PATHS, buildPath, isSafeNextPath, loginPath } from './paths';

describe('paths', () => {
  it('fills parameters and drops an empty optional one', () => {
    expect(buildPath(PATHS.studentDetails, { id: 12 })).toBe('/edrocks/students/12/details');
    expect(buildPath(PATHS.event)).toBe('/event');
    expect(buildPath(PATHS.event, { slug: 'gala 2026' })).toBe('/event/gala%202026');
    expect(() => buildPath(PATHS.agreement)).toThrow(/key/);
  });

  it('only follows same-site next paths', () => {
    expect(isSafeNextPath('/edrocks/students?page=2')).toBe(true);
    expect(isSafeNextPath('//evil.example')).toBe(false);
    expect(isSafeNextPath('/\\evil.example')).toBe(false);
    expect(isSafeNextPath('https://evil.example')).toBe(false);
    expect(isSafeNextPath('/auth?next=/x')).toBe(false);
    expect(loginPath('/edrocks/students')).toBe('/auth?next=%2Fedrocks%2Fstudents');
    expect(loginPath('/')).toBe('/auth');
    expect(loginPath(null)).toBe('/auth');
  });
});
