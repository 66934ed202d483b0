// `import('virtual:icon-path/Face')`: the SVG path data of MUI's Face icon as a string, read from
// the icon library's module at build time. The menu entries draw their icons as plain <svg> from
// it: MUI's icon component costs a phone about a millisecond per icon on a first render (its
// styles go through emotion), and the dashboard draws one per shortcut.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:icon-path/';
/** The id of an icon's path data module, once resolved (the build's chunk plan reads it). */
export const ICON_PATH_MODULE = `\0${PREFIX}`;
const require = createRequire(import.meta.url);

/**
 * Every `d` of the icon's elements in one: each starts with a move-to, relative ones (`m`) from
 * the origin as the first of a path's commands is, so a later one gets a move to the origin first.
 */
export function pathDataOf(moduleSource: string): string {
  const data = [...moduleSource.matchAll(/\bd: "([^"]+)"/g)].map((match) => match[1] ?? '');
  if (data.length === 0) throw new Error('icon path: no path data in the icon module');
  if (/_jsx\("(?!path")/.test(moduleSource)) {
    throw new Error('icon path: the icon draws more than paths (a circle...): use its component');
  }
  return data.map((d, index) => (index > 0 && d.startsWith('m') ? `M0 0${d}` : d)).join(' ');
}

export function iconPaths(): Plugin {
  return {
    name: 'icon-paths',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(ICON_PATH_MODULE)) return undefined;
      const name = id.slice(ICON_PATH_MODULE.length);
      if (!/^[A-Za-z0-9]+$/.test(name)) throw new Error(`icon path: no icon named ${name}`);
      const file = require.resolve(`@mui/icons-material/${name}`).replace(/\.js$/, '.mjs');
      this.addWatchFile(file);
      return `export default ${JSON.stringify(pathDataOf(readFileSync(file, 'utf8')))};`;
    },
  };
}
