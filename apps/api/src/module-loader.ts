// Finds every module of the API: each folder of modules/ whose index.ts exports one PortalModule.
// A new area adds its folder, nothing else; the loader orders modules by their declared
// dependencies (platform.ts), so the order of the folders does not matter. It imports the
// TypeScript as it is, which works the same under tsx (the server, the demo) and vitest.
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PortalModule } from './platform';

const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

function isPortalModule(value: unknown): value is PortalModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PortalModule).name === 'string' &&
    typeof (value as PortalModule).plugin === 'function' &&
    Array.isArray((value as PortalModule).dependencies)
  );
}

/**
 * The modules of modules/, sorted by folder name. A folder without an index.ts, an index.ts
 * that exports no module or two, and two modules with one name stop the start-up.
 */
export async function findModules(dir: string = MODULES_DIR): Promise<PortalModule[]> {
  const folders = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules: PortalModule[] = [];
  const folderOf = new Map<string, string>();
  for (const folder of folders) {
    const file = path.join(dir, folder, 'index.ts');
    await access(file).catch(() => {
      throw new Error(`modules/${folder} has no index.ts: every folder of modules/ is a module`);
    });
    const exported = Object.values((await import(pathToFileURL(file).href)) as object);
    const found = exported.filter(isPortalModule);
    if (found.length !== 1) {
      throw new Error(`modules/${folder}/index.ts must export exactly one module`);
    }
    const module = found[0]!;
    const other = folderOf.get(module.name);
    if (other) {
      throw new Error(`modules/${other} and modules/${folder} both define module "${module.name}"`);
    }
    folderOf.set(module.name, folder);
    modules.push(module);
  }
  return modules;
}
