/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** 'true' in the phone build (`npm run build:mobile`). */
  readonly VITE_MOBILE?: string;
  /** Origin of the API when it is not the page's own (e.g. the phone build); empty = same origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The sign-in page's share of a locale file (locale-subset-plugin.ts). */
declare module 'virtual:first-page-locale/*' {
  const strings: Record<string, unknown>;
  export default strings;
}

/** Every feature's `nav` strings by feature folder (locale-subset-plugin.ts). */
declare module 'virtual:nav-strings/*' {
  const strings: Record<string, Record<string, unknown>>;
  export default strings;
}

/** The SVG path data of the icon library's icon of that name (icon-path-plugin.ts). */
declare module 'virtual:icon-path/*' {
  const path: string;
  export default path;
}
