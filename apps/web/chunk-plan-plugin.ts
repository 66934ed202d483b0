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
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { childNodes, isNode, type AstNode } from './estree';
import { ICON_PATH_MODULE } from './icon-path-plugin';

interface ChunkPlanOptions {
  /** The app's entry module (what index.html loads). */
  entry: string;
  /** The sign-in screen: it and its static imports stay out of the groups. */
  firstPage: string;
  /** Modules whose static imports form the shell. */
  shell: string[];
  /** Modules whose static imports, less the shell's, form the list screens' chunk. */
  lists: string[];
  /**
   * Modules whose static imports, less the shell's and the lists', form the forms' chunk: the
   * form library, the form fields and dialogs. It loads with the first form a page draws, as the
   * validator does, never with the shell or the list screens' shared files.
   */
  forms: string[];
  /** The app's shared code and the icons the screens use: with the list screens' chunk too. */
  screensShared: RegExp;
  /** A feature's folder (its name in group 1): each feature's screens become one chunk. */
  features: RegExp;
  /**
   * The endpoints' contracts: the shared package's schema files and the endpoint helper. The
   * sign-in page imports the shared package's index, which names them all, but uses none to
   * show: these are checked on the output instead.
   */
  contracts: RegExp;
  /**
   * Schema files (`schemas/<name>.ts`) every list screen uses, which the browser's build keeps
   * free of schemas (web-contracts-plugin.ts): with the endpoint helper in one chunk.
   */
  sharedContracts: readonly string[];
  /** The validator, the forms' resolver and the schema builders every area's schemas use. */
  validator: RegExp;
  /**
   * Modules of one language's common strings (its name in group 1): the common locale file, the
   * shared message catalogue and the module that loads it. They join that language's strings.
   */
  languageStrings: readonly RegExp[];
  /** Every feature's strings files (`.../<language>.json`): kept out of the features' chunks. */
  featureStringFiles: RegExp;
  /** The features' menu labels and titles in one language (its name in group 1): one chunk each. */
  navStrings: RegExp;
  /**
   * Modules that hold the features' manifests: their menu icons' path data joins the shell, and
   * their screens (`{ path: PATHS.<name>, load: () => import('<module>') }`) tell the start-up
   * script which files each address of the signed-in area needs.
   */
  manifests: RegExp;
  /** The app's paths by name (config/paths.ts), which the manifests' screens name. */
  paths: Readonly<Record<string, string>>;
  /**
   * The signed-in area's path: below it (past the dashboard, which is the shell), the start-up
   * script also asks for the list screens' chunk and the contracts, which nearly every screen
   * there needs.
   */
  areaPath: string;
  /** What the start-up script reads: the stored session's key, the chosen language's key. */
  storageKeys: { session: string; language: string };
  /**
   * Where the start-up script leaves a screen's early requests (`window[global]`), the key the
   * stored session is XOR-ed with (it reads the access token) and the roles the permission table
   * lets see an area (a screen's early requests go out only for a token of one of them); null:
   * it asks for none (the phone build, whose API is elsewhere).
   */
  earlyRequests: {
    global: string;
    sessionObfuscationKey: string;
    rolesSeeing: (area: string) => readonly string[];
  } | null;
  languages: readonly string[];
  defaultLanguage: string;
}

/** A screen a manifest declares: the address pattern and the module its `load` imports. */
interface DeclaredScreen {
  path: string;
  module: string;
  /** Its title's key in its feature's strings (for every role `titleKeyByRole` leaves out). */
  titleKey?: string;
  /** The title's key for the roles that read the screen under a title of their own. */
  titleKeyByRole?: Record<string, string>;
  /** The API addresses it asks for first, when its address has no query (`earlyRequests`). */
  earlyRequests?: string[];
  /** The area whose roles may see it (`access: { kind: 'area', area }`), if it names one. */
  area?: string;
}

function propertyNamed(object: AstNode, name: string): AstNode | undefined {
  const properties = (object.properties ?? []) as AstNode[];
  const found = properties.find(
    (property) =>
      property.type === 'Property' && isNode(property.key) && property.key.name === name,
  );
  return found && isNode(found.value) ? found.value : undefined;
}

/** The strings of an array literal of string literals (`['a', 'b']`); undefined otherwise. */
function stringsOf(node: AstNode | undefined): string[] | undefined {
  if (node?.type !== 'ArrayExpression') return undefined;
  const elements = (node.elements ?? []) as AstNode[];
  const strings = elements.map((element) =>
    isNode(element) && element.type === 'Literal' && typeof element.value === 'string'
      ? element.value
      : undefined,
  );
  return strings.every((value): value is string => value !== undefined) ? strings : undefined;
}

/** The strings of an object literal of string literals (`{ A: 'a' }`); undefined otherwise. */
function stringMapOf(node: AstNode | undefined): Record<string, string> | undefined {
  if (node?.type !== 'ObjectExpression') return undefined;
  const map: Record<string, string> = {};
  for (const property of (node.properties ?? []) as AstNode[]) {
    const key = isNode(property.key) ? (property.key.name ?? property.key.value) : undefined;
    const value = isNode(property.value) ? property.value : undefined;
    if (
      property.type !== 'Property' ||
      typeof key !== 'string' ||
      value?.type !== 'Literal' ||
      typeof value.value !== 'string'
    )
      return undefined;
    map[key] = value.value;
  }
  return map;
}

/** The module imported by `() => import('<specifier>')`, if that is what `node` is. */
function lazyImportOf(node: AstNode | undefined): string | undefined {
  const imported = node?.type === 'ArrowFunctionExpression' ? node.body : undefined;
  const source =
    isNode(imported) && imported.type === 'ImportExpression' && isNode(imported.source)
      ? imported.source.value
      : undefined;
  return typeof source === 'string' ? source : undefined;
}

/** The module's top-level `const name = () => import('<specifier>')`: name -> specifier. */
function lazyImportConstants(program: AstNode): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of (program.body ?? []) as AstNode[]) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of (statement.declarations ?? []) as AstNode[]) {
      const specifier = isNode(declarator.init) ? lazyImportOf(declarator.init) : undefined;
      if (isNode(declarator.id) && declarator.id.type === 'Identifier' && specifier) {
        constants.set(String(declarator.id.name), specifier);
      }
    }
  }
  return constants;
}

/** The module's top-level `const name = { ... }` (`as const` allowed): name -> the object. */
function objectConstants(program: AstNode): Map<string, AstNode> {
  const constants = new Map<string, AstNode>();
  for (const statement of (program.body ?? []) as AstNode[]) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of (statement.declarations ?? []) as AstNode[]) {
      const object = objectOf(declarator.init);
      if (isNode(declarator.id) && declarator.id.type === 'Identifier' && object) {
        constants.set(String(declarator.id.name), object);
      }
    }
  }
  return constants;
}

/** The object literal `node` is, seen through `as const` and `satisfies`. */
function objectOf(node: unknown): AstNode | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'ObjectExpression') return node;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') {
    return objectOf(node.expression);
  }
  return undefined;
}

/** The area a screen's `access` names (`{ kind: 'area', area: '<name>' }`, or a constant). */
function areaOf(access: AstNode | undefined, objects: Map<string, AstNode>): string | undefined {
  const object =
    access?.type === 'Identifier' ? objects.get(String(access.name)) : objectOf(access);
  const kind = object ? propertyNamed(object, 'kind') : undefined;
  const area = object ? propertyNamed(object, 'area') : undefined;
  return kind?.type === 'Literal' &&
    kind.value === 'area' &&
    area?.type === 'Literal' &&
    typeof area.value === 'string'
    ? area.value
    : undefined;
}

/**
 * The screens of a manifest's source: object literals with `path: PATHS.<name>` and
 * `load: () => import('<specifier>')` (or `load: <name>`, a constant of the module holding such
 * a function, which screens sharing their code use), with their `titleKey` when it is a literal
 * (and their `titleKeyByRole` when they have one, an object of literals or a constant of the
 * module holding one; a screen whose by-role titles cannot be read is not titled), their
 * `earlyRequests` (an array of string literals) and
 * the area their `access` names (an object literal or a constant of the module holding one).
 * A screen written another way is simply not preloaded by the start-up script (the app loads it
 * as always), nor titled in the boot bar.
 */
export function screensOf(program: AstNode, paths: Readonly<Record<string, string>>) {
  const screens: Array<{
    path: string;
    specifier: string;
    titleKey?: string;
    titleKeyByRole?: Record<string, string>;
    earlyRequests?: string[];
    area?: string;
  }> = [];
  const loaders = lazyImportConstants(program);
  const objects = objectConstants(program);
  const pending = [program];
  while (pending.length > 0) {
    const node = pending.pop()!;
    pending.push(...childNodes(node));
    if (node.type !== 'ObjectExpression') continue;
    const pathValue = propertyNamed(node, 'path');
    const load = propertyNamed(node, 'load');
    const pathName =
      pathValue?.type === 'MemberExpression' && isNode(pathValue.property)
        ? String(pathValue.property.name)
        : undefined;
    const source =
      load?.type === 'Identifier' ? loaders.get(String(load.name)) : lazyImportOf(load);
    const path = pathName ? paths[pathName] : undefined;
    if (!path || typeof source !== 'string') continue;
    // The app bar's title (a literal key), and the roles' own where a role reads another one.
    const titleKey = propertyNamed(node, 'titleKey');
    const byRoleNode = propertyNamed(node, 'titleKeyByRole');
    const titleKeyByRole =
      byRoleNode?.type === 'Identifier'
        ? stringMapOf(objects.get(String(byRoleNode.name)))
        : stringMapOf(objectOf(byRoleNode));
    const title =
      titleKey?.type === 'Literal' &&
      typeof titleKey.value === 'string' &&
      (!byRoleNode || titleKeyByRole)
        ? { titleKey: titleKey.value, ...(titleKeyByRole ? { titleKeyByRole } : {}) }
        : {};
    const earlyRequests = stringsOf(propertyNamed(node, 'earlyRequests'));
    const area = areaOf(propertyNamed(node, 'access'), objects);
    screens.push({
      path,
      specifier: source,
      ...title,
      ...(earlyRequests ? { earlyRequests } : {}),
      ...(area ? { area } : {}),
    });
  }
  return screens;
}

/**
 * A React Router path as a regular expression's source: `:param` is one segment, `:param?` an
 * optional one; a trailing slash is allowed.
 */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escaped(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return `^${segments.join('')}/?$`;
}

type ModuleGraph = (id: string) => {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  /** The modules that import this one statically. */
  importers: readonly string[];
} | null;

const GROUP_SHELL = 'shell';
const GROUP_LISTS = 'lists';
const GROUP_CONTRACTS = 'contracts';
const GROUP_ENDPOINTS = 'endpoints';
const GROUP_VALIDATOR = 'validator';
const GROUP_FORMS = 'forms';
const GROUP_COMMON = 'common';
const STRINGS_PREFIX = 'strings-';

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

/** A chunk's file and the files it statically imports, all the way down. */
function withImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const files = new Set<string>();
  const pending = [chunk.fileName];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') pending.push(...output.imports);
  }
  return [...files];
}

/** The files one feature's screens need beyond the shared ones: its code, its strings. */
type FeatureFiles = [code: string[], stringsByLanguage: Record<string, string[]>];

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A screen's early requests as the last elements of its address's entry, if it has any: the
 * addresses, then the roles that may see its area (none named: any signed-in role).
 */
function earlyOf(
  screen: DeclaredScreen,
  options: ChunkPlanOptions,
): [string[]] | [string[], readonly string[]] | [] {
  if (!screen.earlyRequests?.length || !options.earlyRequests) return [];
  if (!screen.area) return [screen.earlyRequests];
  return [screen.earlyRequests, options.earlyRequests.rolesSeeing(screen.area)];
}

/** A screen's title in each language that has one. */
type Titles = Record<string, string>;
/** Role -> its own title of a screen, in each language (none: the role reads no title). */
type RoleTitles = Record<string, Titles>;

/**
 * A screen's address entry for the start-up script: the pattern, the feature, the title, then
 * the early requests and the roles that may see it (0 when it has none), then the roles' own
 * titles; trailing parts it does not need are left out.
 */
function addressEntry(
  pattern: string,
  feature: number,
  screen: DeclaredScreen,
  options: ChunkPlanOptions,
): StartupFiles['addresses'][number] {
  const early = earlyOf(screen, options);
  const roleTitles = roleTitlesOf(screen, options);
  if (!roleTitles) return [pattern, feature, titlesOf(screen, options), ...early];
  return [pattern, feature, titlesOf(screen, options), early[0] ?? 0, early[1] ?? 0, roleTitles];
}

interface StartupFiles {
  /** The entry's file, then the files it imports (what index.html named before). */
  entry: string[];
  shell: string[];
  screens: string[];
  byLanguage: Record<string, string[]>;
  features: FeatureFiles[];
  /**
   * The area's addresses, static ones first (as the router ranks them): the pattern, the
   * feature whose files it needs (-1: the shell's, as the dashboard), its boot bar title and
   * the API addresses its screen asks for first (when the page's address has no query).
   */
  addresses: Array<
    [
      pattern: string,
      feature: number,
      titles: Titles | 0,
      earlyRequests?: string[] | 0,
      roles?: readonly string[] | 0,
      roleTitles?: RoleTitles,
    ]
  >;
}

/**
 * The start-up script, first in index.html's head. With a stored session it lists the files to
 * preload: the shell's and the strings of the stored language (or the default); below the
 * area's path, the screens' shared files and those of the first screen whose address matches
 * (read from the hash in the phone build). On the area's pages it sets `data-boot` on the root
 * element to the screen's title, if it has one in the language: the boot bar (index.html, and
 * the app's BootPageLoader until the screen's code has arrived) shows with that title.
 * A screen that declares early requests (its manifest's `earlyRequests`, addresses of the API)
 * has them asked for at once, when the page's address has no query and the stored access token
 * is still valid and of a role that may see the screen: the app takes the answers
 * (lib/early-requests.ts).
 * Then it adds the entry's script and the preloads: at once, or on the area's pages after the
 * first paint, so that the page shows its bar and title while the code downloads, rather than
 * once the code has arrived and run (a hidden page does not paint: it loads at once). They go
 * in a few at a time, each few in a task of its own (`PRELOADS_PER_TASK`): starting a request
 * costs the main thread a few milliseconds on a slow machine, and the two dozen of a list
 * screen in one task held off taps for some 50 ms unthrottled (Lighthouse's Total Blocking
 * Time counted four times that). The entry's script goes first, then its imports, then the
 * rest. Any failure leaves the app to load the files itself, as it always can.
 */
/** Requests the start-up script starts in one task (see startupScript). */
export const PRELOADS_PER_TASK = 4;

export function startupScript(
  base: string,
  files: StartupFiles,
  options: ChunkPlanOptions,
): string {
  const { session, language } = options.storageKeys;
  const json = (value: unknown) => JSON.stringify(value);
  const area = options.areaPath;
  const [entry, ...entryImports] = files.entry;
  if (!entry) throw new Error('chunk plan: the start-up script needs the entry');
  // The stored session's access token and its claims (o, z), read only for a screen that needs
  // them: early requests, or a title that depends on the role.
  const token = options.earlyRequests
    ? `if(m&&(m[3]||m[5]))try{var v=atob(s.getItem(${json(session)})),k=${json(options.earlyRequests.sessionObfuscationKey)},y=new Uint8Array(v.length),i=0;for(;i<v.length;i++)y[i]=v.charCodeAt(i)^k.charCodeAt(i%k.length);o=JSON.parse(new TextDecoder().decode(y)).accessToken;z=JSON.parse(atob(o.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")))}catch(e){}`
    : '';
  // A role with a title of its own reads that one; an unknown role (no token to read) none.
  const roleTitle = `if(m&&m[5])t=z&&m[5][z.role]?m[5][z.role][l]:z&&t;`;
  // The screen's early requests (lib/early-requests.ts), sent with the stored session's access
  // token while it has more than 30 s to live (an expired one is left to the app to refresh),
  // and only when the token's role may see the screen (others would only be refused).
  const early = options.earlyRequests
    ? `if(m&&m[3]&&z&&!location.search&&z.exp*1e3>Date.now()+3e4&&(!m[4]||m[4].indexOf(z.role)>=0))try{var w=window[${json(options.earlyRequests.global)}]={token:o,responses:{}};m[3].forEach(function(u){w.responses[u]=fetch(u,{headers:{Accept:"application/json","Accept-Language":l,Authorization:"Bearer "+o}}).catch(function(){return null})})}catch(e){}`
    : '';
  return `(function(){var d=document,r=d.documentElement,q=[],t,go=function(){var e=d.createElement("script"),a=[e];e.type="module";e.crossOrigin="";e.src=${json(base + entry)};${json(entryImports)}.concat(q).forEach(function(n){var k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=${json(base)}+n;a.push(k)});(function f(){var x=d.createDocumentFragment();a.splice(0,${PRELOADS_PER_TASK}).forEach(function(k){x.appendChild(k)});d.head.appendChild(x);if(a.length)setTimeout(f)})()};try{var s=localStorage,h=location.hash,p=h.charAt(1)=="/"?h.slice(1):location.pathname,l=s.getItem(${json(language)}),b=${json(files.byLanguage)},g=${json(files.features)},m,o,z=0;if(s.getItem(${json(session)})){if(!b[l])l=${json(options.defaultLanguage)};q=${json(files.shell)};if(p==${json(area)}||p.indexOf(${json(`${area}/`)})==0){${json(files.addresses)}.forEach(function(a){if(!m&&new RegExp(a[0]).test(p))m=a});if(p!=${json(area)})q=q.concat(${json(files.screens)});if(m){if(m[1]>=0)q=q.concat(g[m[1]][0],g[m[1]][1][l]);t=m[2]&&m[2][l]}${token}${roleTitle}${early}r.setAttribute("data-boot",t||"")}q=q.concat(b[l])}}catch(e){}if(!r.hasAttribute("data-boot")||d.hidden)return go();if(t)d.addEventListener("DOMContentLoaded",function(){var e=d.querySelector(".boot-title");if(e)e.textContent=t});requestAnimationFrame(function(){setTimeout(go)})})();`;
}

/** The text at a dotted key (`nav.students`) of a strings file, if it is plain text. */
function textAt(strings: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (group, part) =>
        typeof group === 'object' && group !== null
          ? (group as Record<string, unknown>)[part]
          : undefined,
      strings,
    );
  // A title with a value to fill in ({{name}}) is the app's to write.
  return typeof value === 'string' && !value.includes('{{') ? value : undefined;
}

/** A title key's text in each language, from its feature's strings files (0: none to show). */
function textsOf(key: string | undefined, screen: DeclaredScreen, options: ChunkPlanOptions) {
  const feature = options.features.exec(screen.module);
  if (!key || !feature) return 0;
  const featureFolder = screen.module.slice(0, feature.index + feature[0].length);
  const titles: Titles = {};
  for (const language of options.languages) {
    const file = path.join(featureFolder, 'locales', `${language}.json`);
    if (!existsSync(file)) continue;
    const title = textAt(JSON.parse(readFileSync(file, 'utf8')), key);
    if (title) titles[language] = title;
  }
  return Object.keys(titles).length > 0 ? titles : 0;
}

/** A screen's title in each language (0: none to show). */
function titlesOf(screen: DeclaredScreen, options: ChunkPlanOptions): Titles | 0 {
  return textsOf(screen.titleKey, screen, options);
}

/** The titles of the roles that read the screen under a title of their own (0: none). */
function roleTitlesOf(screen: DeclaredScreen, options: ChunkPlanOptions): RoleTitles | 0 {
  if (!screen.titleKeyByRole) return 0;
  const byRole: RoleTitles = {};
  for (const [role, key] of Object.entries(screen.titleKeyByRole)) {
    byRole[role] = textsOf(key, screen, options) || {};
  }
  return byRole;
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
        // Each screen chunk's files (the chunk, which holds its feature's screens or its form
        // screens, and whatever it imports that the page and the shared preloads do not hold)
        // and its feature's strings, and the area's addresses leading to them.
        const preloaded = new Set([...inPage, ...common, ...screens]);
        const features: FeatureFiles[] = [];
        /** Screen chunk's file -> its index in `features`. */
        const featureIndex = new Map<string, number>();
        const addresses: StartupFiles['addresses'] = [];
        const areaScreens = [...declaredScreens.values()]
          .flat()
          .filter(
            (screen) =>
              screen.path === options.areaPath || screen.path.startsWith(`${options.areaPath}/`),
          )
          // By path too: the manifests are read in no set order, and the page must not change
          // between two builds of the same code.
          .sort(
            (a, b) =>
              a.path.split(':').length - b.path.split(':').length || a.path.localeCompare(b.path),
          );
        for (const screen of areaScreens) {
          const feature = options.features.exec(screen.module)?.[1];
          const screenChunk = chunks.find((chunk) => chunk.moduleIds.includes(screen.module));
          if (!feature || !screenChunk) continue;
          if (screenChunk.name === GROUP_SHELL) {
            // The dashboard: its files are the shell's, asked for on every page.
            addresses.push(addressEntry(pathPattern(screen.path), -1, screen, options));
            continue;
          }
          // By the screen's chunk: a feature's list and form screens are chunks apart.
          const key = screenChunk.fileName;
          if (!featureIndex.has(key)) {
            const code = withImports(bundle, screenChunk).filter((file) => !preloaded.has(file));
            const strings: Record<string, string[]> = {};
            for (const language of options.languages) {
              const stringsChunk = chunks.find((chunk) =>
                chunk.moduleIds.some(
                  (id) =>
                    options.featureStringFiles.test(id) &&
                    options.features.exec(id)?.[1] === feature &&
                    id.endsWith(`${language}.json`),
                ),
              );
              strings[language] = stringsChunk
                ? withImports(bundle, stringsChunk).filter((file) => !preloaded.has(file))
                : [];
            }
            featureIndex.set(key, features.length);
            features.push([code, strings]);
          }
          addresses.push(
            addressEntry(pathPattern(screen.path), featureIndex.get(key)!, screen, options),
          );
        }
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
