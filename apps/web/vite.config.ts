// Vite config for the portal's web app. `vite build` -> dist (served by the API on port 3000);
// `vite build --mode mobile` (or VITE_MOBILE=true) -> dist-mobile: hash history, relative URLs.
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPlan } from './chunk-plan-plugin';
import { webContracts } from './web-contracts-plugin';
import { firstPageLocale, navStrings } from './locale-subset-plugin';
import { iconPaths } from './icon-path-plugin';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// Relative on purpose: the config is bundled by Node-side tooling that cannot load the
// workspace package's TypeScript entry.
import { API_PREFIXES } from '../../packages/shared/src/api-paths';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../packages/shared/src/constants';
import { AREAS, ROLES, canSee, type Area } from '../../packages/shared/src/roles';
import { PATHS } from './src/config/paths';
import {
  EARLY_REQUESTS_KEY,
  LANGUAGE_STORAGE_KEY,
  SESSION_OBFUSCATION_KEY,
  SESSION_STORAGE_KEY,
} from './src/config/storage-keys';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const webSrc = fileURLToPath(new URL('./src/', import.meta.url));

/** Libraries every page needs: one long-lived chunk the browser caches across releases. */
const CORE_VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

/**
 * React Router's package exports name its development build for every bundle (its issue
 * #14102): a production build takes its production files, without the development warnings.
 */
const ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);

// A Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
// time: the API serves them to browsers that accept them (@fastify/static's preCompressed),
// so a phone downloads about a quarter of the bytes and no request pays for compressing
// (Lighthouse found about 320 kB to save on the sign-in page alone, bench/RESULTS.md).
// Below 1 kB a copy saves less than a request's headers; one no smaller is left out.
const precompressed = () =>
  compression({
    include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });

/**
 * The phone build's service worker (decision 050): src/sw/service-worker.ts, with the list of the
 * app shell's files (every script, style, page and icon of the build) for Workbox to precache.
 * The portal's own build has none (decision 050): it is opened on shared computers in schools. The manifest is
 * public/manifest.webmanifest, as it is; registering is the app's (app/pwa.ts), which asks
 * before a new version takes over.
 */
const serviceWorker = (isMobile: boolean) =>
  VitePWA({
    // Off in the portal's build: no worker is written, and the app's registering module
    // (imported only by the phone build's code) still resolves.
    disable: !isMobile,
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      // pdf.js's worker is the largest file of the build; a letter's PDF is not read offline.
      globIgnores: ['**/pdf.worker*'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const isMobile = (process.env.VITE_MOBILE ?? env.VITE_MOBILE) === 'true';
  const plan = chunkPlan({
    entry: `${webSrc}app/main.tsx`,
    firstPage: `${webSrc}features/auth/routes/login.tsx`,
    shell: [
      `${webSrc}app/routes/app-layout.tsx`,
      `${webSrc}features/dashboard/routes/dashboard.tsx`,
    ],
    // The forms' helpers a list screen draws (the dialog frame a lazily loaded form fills, the
    // error alert) sit apart from the form library's: the list screens import them directly.
    lists: [
      `${webSrc}components/data-table/index.ts`,
      `${webSrc}components/form/lazy-form-dialog.tsx`,
      `${webSrc}components/form/form-error-alert.tsx`,
      `${webSrc}components/confirm-dialog.tsx`,
    ],
    forms: [`${webSrc}components/form/index.ts`],
    // The app's small shared modules (not the toasts' host or the language menu, which public
    // pages load on their own) and the screens' icons: with the list screens' chunk.
    // Chips and loading placeholders too: most screens draw them, and in chunks of their own they
    // were a request each.
    screensShared:
      /[\\/](src[\\/](lib|config)[\\/][^\\/]+\.ts|src[\\/]components[\\/](?!notifications-host|language-menu)[^\\/]+\.tsx|src[\\/]components[\\/]feedback[\\/][^\\/]+\.tsx|@mui[\\/]icons-material[\\/][^\\/]+\.mjs|@mui[\\/]material[\\/]Chip[\\/]Chip\.mjs)$/,
    features: /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/,
    contracts: /[\\/]packages[\\/]shared[\\/]src[\\/](schemas[\\/]|endpoint\.ts)/,
    sharedContracts: ['files', 'lists'],
    validator:
      /[\\/](node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|packages[\\/]shared[\\/]src[\\/]schemas[\\/](common|lists-query)\.ts$)/,
    languageStrings: [
      /[\\/]src[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})\.json$/,
      /[\\/]packages[\\/]shared[\\/]src[\\/]messages[\\/](?:exports[\\/])?([a-z]{2}-[A-Z]{2})\.ts$/,
      /[\\/]src[\\/]lib[\\/]i18n[\\/]catalogue[\\/]([a-z]{2}-[A-Z]{2})\.ts$/,
    ],
    featureStringFiles: /[\\/]features[\\/][^\\/]+[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.json$/,
    navStrings: /^\0virtual:nav-strings\/([a-z]{2}-[A-Z]{2})$/,
    manifests: /[\\/]features[\\/][^\\/]+[\\/]manifest\.ts$/,
    paths: PATHS,
    areaPath: PATHS.app,
    storageKeys: { session: SESSION_STORAGE_KEY, language: LANGUAGE_STORAGE_KEY },
    // The phone build's API is elsewhere (VITE_API_BASE_URL): its screens ask for their data.
    earlyRequests: isMobile
      ? null
      : {
          global: EARLY_REQUESTS_KEY,
          sessionObfuscationKey: SESSION_OBFUSCATION_KEY,
          rolesSeeing: (area) => {
            if (!(AREAS as readonly string[]).includes(area)) {
              throw new Error(`chunk plan: a manifest names an unknown area, ${area}`);
            }
            return ROLES.filter((role) => canSee(role, area as Area));
          },
        },
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
  });
  return {
    plugins: [
      react(),
      iconPaths(),
      webContracts(sharedSrc),
      firstPageLocale(),
      navStrings(),
      precompressed(),
      plan.plugin,
      serviceWorker(isMobile),
    ],
    // The mobile build may be opened from any folder (or a file:// wrapper): relative URLs.
    base: isMobile ? './' : '/',
    resolve:
      mode === 'production'
        ? {
            alias: [
              { find: /^react-router$/, replacement: `${ROUTER_PRODUCTION}index.mjs` },
              { find: /^react-router\/dom$/, replacement: `${ROUTER_PRODUCTION}dom-export.mjs` },
            ],
          }
        : undefined,
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }]),
      ),
    },
    preview: { port: 4173 },
    build: {
      outDir: isMobile ? 'dist-mobile' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // dist/.vite/manifest.json: lets scripts/login-size.mjs follow the login page's chunks.
      manifest: true,
      rolldownOptions: {
        // packages/shared is plain declarations (schemas, tables, constants): letting the
        // bundler drop the modules a page does not use keeps zod schemas off the login path.
        treeshake: {
          // (The libraries' own `sideEffects` declarations hold for the rest.)
          moduleSideEffects: (id: string) => (id.startsWith(sharedSrc) ? false : undefined),
          // Zod schema definitions are pure: unused ones (and zod with them) are dropped.
          manualPureFunctions: ['z'],
        },
        output: {
          // Chunk names are only their hash: the entry lists every lazy screen's chunks for
          // preloading, and readable names there cost the login page bytes on every visit.
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            groups: [
              { name: 'vendor-core', test: CORE_VENDOR, priority: 10 },
              // The chunk plan's groups (chunk-plan-plugin.ts). The plan leaves out the entry's
              // modules itself: pulling a group's imports in would move them off the entry.
              {
                name: (id: string) => plan.groupOf(id),
                priority: 5,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
