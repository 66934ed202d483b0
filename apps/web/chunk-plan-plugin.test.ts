import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { pathPattern, screensOf } from './chunk-plan-plugin';

describe('the chunk plan', () => {
  it("turns the router's paths into patterns of the addresses they match", () => {
    const matches = (path: string, address: string) => new RegExp(pathPattern(path)).test(address);
    expect(matches('/edrocks/students', '/edrocks/students')).toBe(true);
    expect(matches('/edrocks/students', '/edrocks/students/')).toBe(true);
    expect(matches('/edrocks/students', '/edrocks/students/12/details')).toBe(false);
    expect(matches('/edrocks/students/:id/details', '/edrocks/students/12/details')).toBe(true);
    expect(matches('/edrocks/students/:id/details', '/edrocks/students//details')).toBe(false);
    expect(matches('/event/:slug?', '/event')).toBe(true);
    expect(matches('/event/:slug?', '/event/open-house')).toBe(true);
    // A dot in a path is a dot, not any character.
    expect(matches('/edrocks/a.b', '/edrocks/axb')).toBe(false);
  });

  it('reads the screens a manifest declares with a path of the table and a lazy import', () => {
    const source = `
      import { PATHS } from '../../config/paths';
      export default defineFeature({
        id: 'students',
        screens: [
          { path: PATHS.students, access, load: () => import('./routes/students-list') },
          { path: PATHS.studentDetails, load: () => import('./routes/student-details') },
          { path: '/edrocks/literal', load: () => import('./routes/literal') },
          { path: PATHS.unknown, load: () => import('./routes/unknown') },
        ],
        menu: [{ id: 'students', path: PATHS.students, icon: lazy(() => import('x')) }],
      });`;
    const paths = {
      students: '/edrocks/students',
      studentDetails: '/edrocks/students/:id/details',
    };
    expect(screensOf(parseAst(source) as never, paths)).toEqual(
      expect.arrayContaining([
        { path: '/edrocks/students', specifier: './routes/students-list' },
        { path: '/edrocks/students/:id/details', specifier: './routes/student-details' },
      ]),
    );
    expect(screensOf(parseAst(source) as never, paths)).toHaveLength(2);
  });
});
