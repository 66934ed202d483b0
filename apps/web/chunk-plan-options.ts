// The chunk plan's options (vite.config.ts gives them) and the names of the chunks it makes; what
// the plan does is told in chunk-plan-plugin.ts.

export interface ChunkPlanOptions {
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

export const GROUP_SHELL = 'shell';
export const GROUP_LISTS = 'lists';
export const GROUP_CONTRACTS = 'contracts';
export const GROUP_ENDPOINTS = 'endpoints';
export const GROUP_VALIDATOR = 'validator';
export const GROUP_FORMS = 'forms';
export const GROUP_COMMON = 'common';
export const STRINGS_PREFIX = 'strings-';
