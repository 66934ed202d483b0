// Every module of the API is found here: each folder of modules/ whose index.ts exports a
// PortalModule. A new area adds its folder, nothing else; the loader orders modules by their
// declared dependencies (platform.ts), so the order of the folders does not matter.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PortalModule } from '../platform';

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));

function isPortalModule(value: unknown): value is PortalModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PortalModule).name === 'string' &&
    typeof (value as PortalModule).plugin === 'function' &&
    Array.isArray((value as PortalModule).dependencies)
  );
}

/** The modules of modules/, sorted by name; a folder whose index.ts exports none is an error. */
export async function findModules(): Promise<PortalModule[]> {
  const folders = (await readdir(MODULES_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules: PortalModule[] = [];
  for (const folder of folders) {
    const entry = pathToFileURL(path.join(MODULES_DIR, folder, 'index.ts')).href;
    const exported = Object.values((await import(entry)) as Record<string, unknown>);
    const found = exported.filter(isPortalModule);
    if (found.length !== 1) {
      throw new Error(`modules/${folder}/index.ts must export exactly one module`);
    }
    modules.push(found[0]!);
  }
  return modules;
}
