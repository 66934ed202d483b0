// The start-up script the chunk plan writes into index.html (chunk-plan-plugin.ts): the files
// each address of the signed-in area needs, the screens' boot bar titles in each language (and
// each role's own), and the script that asks for them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { GROUP_SHELL, type ChunkPlanOptions } from './chunk-plan-options';
import { pathPattern, type DeclaredScreen } from './chunk-plan-screens';

/** A chunk's file and the files it statically imports, all the way down. */
export function withImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
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

/**
 * Each screen chunk's files (the chunk, which holds its feature's screens or its form screens, and
 * whatever it imports that `preloaded` does not hold) and its feature's strings, and the area's
 * addresses leading to them, for the start-up script.
 */
export function screenFiles(
  bundle: OutputBundle,
  chunks: OutputChunk[],
  declared: DeclaredScreen[],
  preloaded: ReadonlySet<string>,
  options: ChunkPlanOptions,
): Pick<StartupFiles, 'features' | 'addresses'> {
  const features: FeatureFiles[] = [];
  /** Screen chunk's file -> its index in `features`. */
  const featureIndex = new Map<string, number>();
  const addresses: StartupFiles['addresses'] = [];
  const areaScreens = declared
    .filter(
      (screen) =>
        screen.path === options.areaPath || screen.path.startsWith(`${options.areaPath}/`),
    )
    // By path too: the manifests are read in no set order, and the page must not change
    // between two builds of the same code.
    .sort(
      (a, b) => a.path.split(':').length - b.path.split(':').length || a.path.localeCompare(b.path),
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
    addresses.push(addressEntry(pathPattern(screen.path), featureIndex.get(key)!, screen, options));
  }
  return { features, addresses };
}
