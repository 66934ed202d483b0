import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pathDataOf } from './icon-path-plugin';

const require = createRequire(import.meta.url);
const iconModule = (name: string) =>
  readFileSync(require.resolve(`@mui/icons-material/${name}`).replace(/\.js$/, '.mjs'), 'utf8');

describe('icon paths', () => {
  it("reads an icon's path data from the icon library", () => {
    expect(pathDataOf(iconModule('Face'))).toMatch(/^M9 11\.75c-\.69 0-1\.25\.56/);
  });

  it('joins an icon drawn in several paths into one', () => {
    const data = pathDataOf(iconModule('AdminPanelSettings'));
    const source = iconModule('AdminPanelSettings');
    const paths = [...source.matchAll(/\bd: "([^"]+)"/g)].map((match) => match[1]);
    expect(paths).toHaveLength(2);
    expect(data).toBe(paths.join(' '));
  });

  it('moves back to the origin before a later path that starts with a relative move', () => {
    const source =
      'createSvgIcon([_jsx("path", {\n  d: "M1 1h2z"\n}, "0"), _jsx("path", {\n  d: "m4 4 1 1z"\n}, "1")]);';
    expect(pathDataOf(source)).toBe('M1 1h2z M0 0m4 4 1 1z');
  });

  it('refuses an icon that draws more than paths', () => {
    expect(() => pathDataOf(iconModule('Accessible'))).toThrow(/more than paths/);
  });
});
