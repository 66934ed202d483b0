// How the signed-in pages' code is cut into files, and how their download starts early.
//
// Left alone, the bundler makes one chunk per set of screens sharing a module: the signed-in
// layout came in about 60 files, every menu icon in its own, and a phone on slow 4G waited a
// round trip for each few of them before the first paint (bench/RESULTS.md, Lighthouse). Once
// the module graph is complete, this plugin names the modules of a few larger chunks, which
// `codeSplitting.groups` in vite.config.ts then build:
// - shell: the signed-in layout (theme, app bar, menu and its icons, server-state cache) and the
//   screen after sign-in (the dashboard);
// - lists: what the list screens share (table, filters, paging, export, the form dialogs), the
//   app's small shared modules and the screens' icons;
// - contracts: the endpoint helper and the lookup lists' and files' contracts, which every
//   list screen calls (without their schemas: web-contracts-plugin.ts), endpoints-<area>: an
//   area's endpoints and plain values where they sit apart from its schemas, contracts-<area>:
//   its schemas (and endpoints, where they sit with them);
// - forms: the form library and the form fields and dialogs built on it; validator: zod, the
//   forms' resolver and the schema builders every area uses. Both load with the first form a
//   page draws, never with the shell or the list screens' shared files;
// - feature-<name>: each feature's screens and the code only they use, feature-<name>-forms: its
//   screens that draw a form (an edit screen, whose code brings the validator), and
//   feature-<name>-on-use: the code its screens load on use (a form behind a button);
// - common: the app's own modules that both the sign-in page and the signed-in pages load (the
//   session, the requests, the strings' loader), which the bundler cut into a file per set of
//   screens sharing them;
// - strings-<language>: one language's strings the signed-in area loads first: every feature's
//   menu labels and titles, the shell's screens' strings, the common locale file and the shared
//   message catalogue.
// None of them but the common one holds a module the sign-in page needs to show (checked on the
// output: the build fails otherwise).
//
// It also writes a small start-up script into index.html's head, which asks for the entry and
// its libraries instead of the page's own tags: when a session is stored, with the shell and the
// strings (and below the dashboard, the lists and contracts, and the files of the screen the
// address names, with its strings), rather than after the entry has run. On the signed-in area's
// pages it shows the boot bar with the screen's title and asks for the code after that first
// paint. And it writes the stylesheet into the page.
import path from 'node:path';
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  GROUP_COMMON,
  GROUP_CONTRACTS,
  GROUP_ENDPOINTS,
  GROUP_FORMS,
  GROUP_LISTS,
  GROUP_SHELL,
  GROUP_VALIDATOR,
  STRINGS_PREFIX,
  type ChunkPlanOptions,
} from './chunk-plan-options';
import { escaped, screensOf, type DeclaredScreen } from './chunk-plan-screens';
import { screenFiles, startupScript, withImports } from './chunk-plan-startup';
import type { AstNode } from './estree';
import { ICON_PATH_MODULE } from './icon-path-plugin';

type ModuleGraph = (id: string) => {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  /** The modules that import this one statically. */
  importers: readonly string[];
} | null;

/** Every module reachable from `roots` through static imports. */
function staticallyReachable(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

export function chunkPlan(options: ChunkPlanOptions) {
  /** Module id -> group name, for the groups of vite.config.ts. */
  const groupOf = new Map<string, string>();
  let base = '/';
  let startupSource: string | null = null;
  /** The entry's file and its imports, which the start-up script asks for instead of the page. */
  let entryFiles: string[] = [];
  /** Manifest module -> the screens it declares (read as the manifests are transformed). */
  const declaredScreens = new Map<string, DeclaredScreen[]>();

  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async transform(code, id) {
      if (!options.manifests.test(id)) return null;
      const screens: DeclaredScreen[] = [];
      for (const { path: address, specifier, ...declared } of screensOf(
        this.parse(code) as unknown as AstNode,
        options.paths,
      )) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) screens.push({ path: address, module: resolved.id, ...declared });
      }
      declaredScreens.set(id, screens);
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const graph: ModuleGraph = (id) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const resolve = (files: string[]) => files.map((file) => path.resolve(file));
      const entry = path.resolve(options.entry);
      const firstPage = path.resolve(options.firstPage);
      for (const id of [
        entry,
        firstPage,
        ...resolve([...options.shell, ...options.lists, ...options.forms]),
      ]) {
        if (!graph(id)) throw new Error(`chunk plan: ${id} is not in the build`);
      }
      groupOf.clear();

      // What the sign-in page loads to show: the entry, the sign-in screen, their static imports
      // and its strings (its feature's and the first-page subset of the common ones). What it
      // loads later, on use (the language menu, the form's validator), may come from these
      // chunks: they are needed right after signing in.
      const signInPage = staticallyReachable(graph, [entry, firstPage]);
      const firstPageFeature = path.dirname(path.dirname(firstPage)) + path.sep;
      for (const id of ids) {
        const isFirstPageStrings =
          id.startsWith(firstPageFeature) && options.featureStringFiles.test(id);
        if (isFirstPageStrings || id.startsWith('\0virtual:first-page-locale/')) {
          signInPage.add(id);
        }
      }
      const assign = (group: string, modules: Iterable<string>) => {
        for (const id of modules) {
          if (!signInPage.has(id) && !groupOf.has(id)) groupOf.set(id, group);
        }
      };

      const menuIcons = ids
        .filter((id) => options.manifests.test(id))
        .flatMap((id) => graph(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => id.startsWith(ICON_PATH_MODULE));
      assign(GROUP_SHELL, staticallyReachable(graph, [...resolve(options.shell), ...menuIcons]));
      assign(GROUP_LISTS, staticallyReachable(graph, resolve(options.lists)));
      assign(
        GROUP_LISTS,
        staticallyReachable(
          graph,
          ids.filter((id) => options.screensShared.test(id)),
        ),
      );
      // Without the component library's inputs, which screens draw without a form too (a search
      // with suggestions): in the forms' chunk, they would bring the form library along.
      assign(
        GROUP_FORMS,
        [...staticallyReachable(graph, resolve(options.forms))].filter(
          (id) => !/[\\/]node_modules[\\/]@mui[\\/]/.test(id),
        ),
      );
      // One chunk per area's schemas beside the validator's: loading a chunk builds every schema
      // in it, and building all of them at once cost a phone's main thread about 170 ms. The
      // schema builders every area uses go with the validator, the small contracts every list
      // screen calls with the endpoint helper: a file each was a round trip each on a phone's
      // few connections. An area's endpoints and plain values (`schemas/<area>-endpoints.ts`,
      // `-constants.ts`) go apart from its schemas: a screen that only reads the area loads no
      // validator (decision 028).
      for (const id of ids) {
        if (groupOf.has(id)) continue;
        if (options.validator.test(id)) {
          groupOf.set(id, GROUP_VALIDATOR);
          continue;
        }
        if (!options.contracts.test(id)) continue;
        const [, area, part] =
          /[\\/]schemas[\\/]([\w-]+?)(-endpoints|-constants)?\.ts$/.exec(id) ?? [];
        const isShared = area === undefined || options.sharedContracts.includes(area);
        const group = part ? GROUP_ENDPOINTS : GROUP_CONTRACTS;
        groupOf.set(id, isShared ? GROUP_CONTRACTS : `${group}-${area}`);
      }
      // One language's common strings join its strings chunk, which the start-up script asks
      // for with the shell: a signed-in page loads them in the language it shows only (both
      // languages' were one chunk, half of it never read), and in no file of their own. The
      // sign-in page reaches the catalogue through the shared package's index only, and draws
      // without it (checked on the output).
      for (const id of ids) {
        const language = options.languageStrings
          .map((pattern) => pattern.exec(id)?.[1])
          .find(Boolean);
        if (language && !groupOf.has(id)) groupOf.set(id, `${STRINGS_PREFIX}${language}`);
      }
      // A feature's code that its screens load on use (a form behind a button, through a dynamic
      // import) is a chunk of its own: in the screens' chunk it would load with them anyway.
      const featureOf = (id: string) =>
        options.featureStringFiles.test(id) ? undefined : options.features.exec(id)?.[1];
      // What the screens draw with: the modules each manifest imports (its screens, what they
      // prefetch) and those other code imports statically, with all they import in turn.
      const screens = new Set(
        ids
          .filter((id) => options.manifests.test(id))
          .flatMap((id) => graph(id)?.dynamicallyImportedIds ?? []),
      );
      const roots = ids.filter((id) => {
        const feature = featureOf(id);
        return (
          feature !== undefined &&
          (options.manifests.test(id) ||
            screens.has(id) ||
            (graph(id)?.importers ?? []).some((importer) => featureOf(importer) !== feature))
        );
      });
      // A screen that draws a form (its feature's code imports the validator itself: zod, the
      // forms' resolver) goes with the feature's other form screens, `feature-<name>-forms`: in
      // one chunk with them, a list screen would load the validator (decision 028). What the two
      // kinds of screens share stays with the others.
      const drawnBy = (root: string) => {
        const feature = featureOf(root);
        return [...staticallyReachable(graph, [root])].filter((id) => featureOf(id) === feature);
      };
      const drawsForm = (modules: string[]) =>
        modules.some((id) =>
          (graph(id)?.importedIds ?? []).some((imported) => options.validator.test(imported)),
        );
      const drawnByScreens = new Set<string>();
      const drawnByForms = new Set<string>();
      for (const root of roots) {
        const drawn = drawnBy(root);
        const drawers = screens.has(root) && drawsForm(drawn) ? drawnByForms : drawnByScreens;
        for (const id of drawn) drawers.add(id);
      }
      for (const id of ids) {
        const feature = featureOf(id);
        if (!feature) continue;
        const group = drawnByScreens.has(id)
          ? `feature-${feature}`
          : drawnByForms.has(id)
            ? `feature-${feature}-forms`
            : `feature-${feature}-on-use`;
        assign(group, [id]);
      }
      // A feature's strings file stays a chunk of its own, loaded with its screens, but for the
      // shell's screens (the dashboard): theirs come with the menu's.
      const shellFeatures = new Set(
        options.shell.map((file) => options.features.exec(path.resolve(file))?.[1]),
      );
      for (const id of ids) {
        const isShellStrings =
          options.featureStringFiles.test(id) && shellFeatures.has(options.features.exec(id)?.[1]);
        const language = isShellStrings
          ? /([a-z]{2}-[A-Z]{2})\.json$/.exec(id)?.[1]
          : options.navStrings.exec(id)?.[1];
        if (language) assign(`${STRINGS_PREFIX}${language}`, [id]);
      }
      // The app's own modules that both the sign-in page and every signed-in page load (the
      // session, the requests, the strings' loader, the kit's loader...): one chunk, where the
      // bundler cut them into a file for each set of screens sharing them. A file is a request,
      // and on a phone's few connections each one holds a share of slow 4G for a round trip
      // (bench/RESULTS.md, Lighthouse). The sign-in page loads nothing more for it.
      const signedIn = staticallyReachable(graph, [
        ...resolve([...options.shell, ...options.lists]),
        ...ids.filter((id) => options.screensShared.test(id)),
      ]);
      // (The contracts, the validator and the strings have their chunks already.) The bundler's
      // helper that preloads a lazy chunk's imports, and the icons both draw, are theirs too.
      for (const id of signedIn) {
        const isAppCode =
          !/[\\/]node_modules[\\/]/.test(id) &&
          (!id.startsWith('\0') ||
            id.startsWith('\0vite/preload-helper') ||
            id.startsWith(ICON_PATH_MODULE)) &&
          !id.endsWith('.json');
        if (signInPage.has(id) && id !== entry && isAppCode && !groupOf.has(id)) {
          groupOf.set(id, GROUP_COMMON);
        }
      }
    },
    generateBundle: {
      // Before index.html is written (vite:build-html), which names the script.
      order: 'pre',
      handler(_outputOptions, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const named = (name: string) => chunks.find((chunk) => chunk.name === name);
        const entryChunk = chunks.find((chunk) => chunk.isEntry);
        const shell = named(GROUP_SHELL);
        if (!entryChunk || !shell) {
          throw new Error('chunk plan: the build has no entry or shell chunk');
        }
        // index.html already asks for the entry and its imports.
        const inPage = new Set(withImports(bundle, entryChunk));
        // The sign-in page must load none of the groups to show (its size budget, e2e/size.spec.ts).
        const firstPage = path.resolve(options.firstPage);
        const firstPageChunk = chunks.find((chunk) => chunk.moduleIds.includes(firstPage));
        const signInFiles = [
          ...inPage,
          ...(firstPageChunk ? withImports(bundle, firstPageChunk) : []),
        ];
        const grouped = new Set([...groupOf.values()].filter((group) => group !== GROUP_COMMON));
        for (const file of signInFiles) {
          const output = bundle[file];
          if (output?.type === 'chunk' && grouped.has(output.name)) {
            throw new Error(`chunk plan: the sign-in page would load the ${output.name} chunk`);
          }
        }
        const toLoad = (chunk: OutputChunk) =>
          withImports(bundle, chunk).filter((file) => !inPage.has(file));
        const lists = named(GROUP_LISTS);
        const contracts = named(GROUP_CONTRACTS);
        if (!lists || !contracts) throw new Error('chunk plan: no lists or contracts chunk');
        const common = toLoad(shell);
        const screens = [...new Set([...toLoad(lists), ...toLoad(contracts)])].filter(
          (file) => !common.includes(file),
        );
        // What every signed-in page or every list screen loads holds no validator: forms load it
        // on use, or with the screen that draws one (docs/decisions/028).
        for (const group of [GROUP_VALIDATOR, GROUP_FORMS]) {
          const chunk = named(group);
          if (chunk && [...common, ...screens].includes(chunk.fileName)) {
            throw new Error(`chunk plan: the shell or the list screens would load the ${group}`);
          }
        }
        const byLanguage: Record<string, string[]> = {};
        for (const language of options.languages) {
          const strings = named(`${STRINGS_PREFIX}${language}`);
          if (!strings) throw new Error(`chunk plan: no strings chunk for ${language}`);
          byLanguage[language] = toLoad(strings).filter((file) => !common.includes(file));
        }
        const preloaded = new Set([...inPage, ...common, ...screens]);
        const { features, addresses } = screenFiles(
          bundle,
          chunks,
          [...declaredScreens.values()].flat(),
          preloaded,
          options,
        );
        entryFiles = [...inPage];
        startupSource = startupScript(
          base,
          { entry: entryFiles, shell: common, screens, byLanguage, features, addresses },
          options,
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!startupSource) throw new Error('chunk plan: the start-up script was not written');
        // The entry's script and its imports' preloads, which the bundler wrote into the page,
        // are asked for by the start-up script instead (on the area's pages, after the first
        // paint).
        const [entry, ...entryImports] = entryFiles;
        const entryTag = `<script type="module" crossorigin src="${base}${entry}"></script>`;
        if (!entry || !html.includes(entryTag)) {
          throw new Error("chunk plan: index.html does not name the entry's script as expected");
        }
        let page = html.replace(entryTag, '');
        for (const file of entryImports) {
          page = page.replace(
            new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${escaped(base + file)}">`),
            '',
          );
        }
        // The stylesheet, written into the page: the first paint waits for no other request.
        // It is small (the boot bar's and the public pages' styles; MUI writes its own).
        page = page.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
          (tag, href: string) => {
            const asset = context.bundle?.[href.slice(base.length)] as OutputAsset | undefined;
            if (asset?.type !== 'asset') throw new Error(`chunk plan: no stylesheet ${href}`);
            return `<style>${String(asset.source).trim()}</style>`;
          },
        );
        if (/<script type="module"|rel="modulepreload"/.test(page)) {
          throw new Error(
            'chunk plan: index.html still names a script the start-up script asks for',
          );
        }
        // Written into the page, before its body: the preloads start as the page arrives (a
        // file of its own cost the signed-in pages a round trip), and the boot bar shows in the
        // page's first paint. The API allows this script by its hash (Content-Security-Policy).
        // Right after the charset, which must stay in the page's first 1,024 bytes.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(page)) throw new Error('chunk plan: index.html has no <meta charset>');
        return page.replace(charset, (tag) => `${tag}\n    <script>${startupSource}</script>`);
      },
    },
  };

  return {
    plugin,
    /** The group (chunk) a module belongs to, or null to leave it to automatic chunking. */
    groupOf: (id: string): string | null => groupOf.get(id) ?? null,
  };
}
