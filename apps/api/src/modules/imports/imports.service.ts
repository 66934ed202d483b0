// Import of students or sponsors (Tools): check every row of a file without writing (preview),
// and import a file only when it has no problem, in one transaction (commit): all rows or none.
// The commit reads the same file again and checks it again inside its transaction, so nothing
// is kept between the two requests and any API instance can answer either.
import { bindUseCases } from '../../lib/use-cases';
import { commitImport } from './import-commit';
import { previewImport } from './import-preview';
import type { ImportsServiceDeps } from './imports-context';

export type { ImportsServiceDeps } from './imports-context';

export function createImportsService(deps: ImportsServiceDeps) {
  return bindUseCases(deps, { preview: previewImport, commit: commitImport });
}

export type ImportsService = ReturnType<typeof createImportsService>;
