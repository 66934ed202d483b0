// The architecture the linter keeps (docs/architecture.md "Rules of the road"), with maintained
// plugins: eslint-plugin-boundaries for the layers, eslint-plugin-import-x for import cycles,
// eslint-plugin-check-file for file and folder names, and ESLint's own size rules.
// - web: a feature never imports another feature; shared code (components, lib, config) never
//   imports a feature or the app shell.
// - API: lib and plugins never import a module; a module, and the seeds, reach a module only
//   through its index.ts or a *.service.ts, which never pass a repo through (export ... from a
//   repo); tests are exempt.
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/*-fixture.ts'];
const notTest = { file: { categories: { noneOf: ['test'] } } };

const layers = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    'boundaries/elements': [
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
      { type: 'web-shared', pattern: 'apps/web/src/{components,lib,config}' },
      { type: 'web-app', pattern: 'apps/web/src/app' },
      { type: 'api-lib', pattern: 'apps/api/src/lib' },
      { type: 'api-plugins', pattern: 'apps/api/src/plugins' },
      { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
      { type: 'api-seed', pattern: 'apps/api/src/db/seed' },
    ],
    'boundaries/files': [
      // Every file has a category, so that "not a test" can be asked of any file.
      { category: 'source', pattern: '**/*' },
      { category: 'test', pattern: TESTS },
      {
        category: 'public',
        pattern: ['apps/api/src/modules/*/index.ts', 'apps/api/src/modules/*/*.service.ts'],
      },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'web-feature' }, ...notTest },
            disallow: { to: { element: { type: 'web-feature' } } },
            message: 'features never import each other: share it through components/ or lib/',
          },
          {
            from: { element: { type: 'web-shared' }, ...notTest },
            disallow: { to: { element: { types: ['web-feature', 'web-app'] } } },
            message: 'components/, lib/ and config/ never import a feature or app/',
          },
          {
            from: { element: { types: ['api-lib', 'api-plugins'] }, ...notTest },
            disallow: { to: { element: { type: 'api-module' } } },
            message: 'lib/ and plugins/ never import a module: move the shared piece to lib/',
          },
          {
            from: { element: { types: ['api-module', 'api-seed'] }, ...notTest },
            disallow: {
              to: {
                element: { type: 'api-module' },
                file: { categories: { noneOf: ['public'] } },
              },
            },
            message: 'a module is reached only through its index.ts or a *.service.ts',
          },
        ],
      },
    ],
  },
};

const noRepoPassedThrough = {
  files: ['apps/api/src/modules/*/index.ts', 'apps/api/src/modules/*/*.service.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ExportNamedDeclaration[source.value=/\\.repo$/]',
        message: 'a module index or service does not pass a repo through: wrap what others need',
      },
      {
        selector: 'ExportAllDeclaration[source.value=/\\.repo$/]',
        message: 'a module index or service does not pass a repo through: wrap what others need',
      },
    ],
  },
};

const cycles = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

const names = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'bench/**/*.ts', 'tools/**/*.js'],
  // Files named by the language they hold keep the tag's case: en-US.ts, es-CO.ts.
  ignores: ['**/[a-z][a-z]-[A-Z][A-Z].ts'],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
      { ignoreMiddleExtensions: true },
    ],
    'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
  },
};

const SOURCE = [
  'apps/*/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.ts',
  'bench/**/*.ts',
  'tools/**/*.js',
];

/** A file holds one use case: 400 lines at most (tests and generated files aside). */
const fileSize = {
  files: SOURCE,
  ignores: TESTS,
  rules: { 'max-lines': ['error', { max: 400 }] },
};

/**
 * A function reads in one screen: 80 lines for the modules' services, use cases and repos, and
 * for the web's components, hooks and stores (a function that must be longer says why in a
 * disable comment).
 */
const functionSize = {
  files: ['apps/api/src/modules/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
  ignores: TESTS,
  rules: {
    'max-lines-per-function': [
      'error',
      { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
    ],
  },
};

export const architecture = [layers, noRepoPassedThrough, cycles, names];
export const sizes = [fileSize, functionSize];
