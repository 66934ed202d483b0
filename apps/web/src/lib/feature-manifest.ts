// What a feature tells the app about itself (features/<name>/manifest.ts): its screens, the
// area of the permission table each needs, their titles and its menu entries. The router and
// the side menu are built from every manifest (app/features.ts); nothing else lists screens,
// and nothing outside the feature's folder holds its strings.
// A manifest stays light: screens and icons are lazy imports, so the login page does not grow
// with the number of features.
import type { ComponentType } from 'react';
import { LANGUAGES, type Area, type Role } from '@portal/shared';
import type { NamespaceLoaders, Resource } from './i18n';
import type { MenuIcon } from './menu-icons';

type ScreenModule = { default: ComponentType };

/** Who may open a screen. */
export type ScreenAccess =
  /** Anyone; `firstPage` is the sign-in page, which shows before the rest of the strings load. */
  | { kind: 'public'; firstPage?: boolean }
  /** A signed-in user whose role can see the area (the permission table decides). */
  | { kind: 'area'; area: Area };

export interface FeatureScreen {
  /** An absolute path of config/paths.ts. */
  path: string;
  access: ScreenAccess;
  load: () => Promise<ScreenModule>;
  /**
   * Asks for the screen's first data while its code loads (a signed-in screen, once the role
   * may see it), so the answer is not waited for after the screen first draws. The screen's own
   * queries pick it up. `role` is the signed-in user's, for a screen that draws by role.
   */
  prefetch?: (url: URL, role: Role | undefined) => void;
  /**
   * The API addresses (path and query, string literals) that `prefetch` asks for when the
   * screen's address has no query: the signed-in pages' start-up script asks for them before the
   * app's code has arrived (chunk-plan-plugin.ts), and the app takes the answers
   * (lib/early-requests.ts). A test checks they are what `prefetch` asks for.
   */
  earlyRequests?: readonly string[];
  /** i18n key of the title (app bar, document title). */
  titleKey: string;
  /** The title for some roles, e.g. a sponsor's "Sponsors" screen is their own profile. */
  titleKeyByRole?: Partial<Record<Role, string>>;
}

/** The side menu's groups, in the order they show. */
export const MENU_GROUPS = [
  'overview',
  'people',
  'curriculum',
  'donations',
  'communication',
  'administration',
  'support',
] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

export interface FeatureMenuEntry {
  /** Unique across features; also the test id `menu-<id>`. */
  id: string;
  group: MenuGroupId;
  /** Position inside the group (lower first). */
  order: number;
  area: Area;
  /**
   * `write`: only roles that may write the area see the entry (the sponsor's own assessments,
   * which coordinators read only through a sponsor). Default: every role that sees the area.
   */
  mode?: 'write';
  /** i18n key of the label. */
  labelKey: string;
  labelKeyByRole?: Partial<Record<Role, string>>;
  path: string;
  /** `() => import('virtual:icon-path/<Name>')`: the icon's path data (lib/menu-icons.ts). */
  icon: MenuIcon;
}

/** A group of the side menu as one role sees it. */
export interface MenuGroup {
  id: MenuGroupId;
  labelKey: string;
  items: FeatureMenuEntry[];
}

/**
 * Screens of one feature that draw sections other features bring, and what a section is drawn
 * with: the record the screen shows.
 */
export interface SectionSlots {
  /** The profile: the signed-in account. */
  profile: { userId: number };
  /** A user's page: the account it shows. */
  userDetails: { userId: number };
  /** A student's page, as coordinators and the student read it: the student's record. */
  studentDetails: { studentId: number };
  /** A sponsor's page, as coordinators and the sponsor read it: the sponsor's record. */
  sponsorDetails: { sponsorId: number };
}
export type SectionSlot = keyof SectionSlots;

/** What a section of `Slot` is drawn with. */
export type SectionProps<Slot extends SectionSlot> = SectionSlots[Slot];

/**
 * A section a feature adds to another feature's screen (`components/screen-sections`), so that
 * neither imports the other: loaded, with the feature's strings, when the screen first draws it.
 */
export type FeatureSection = {
  [Slot in SectionSlot]: {
    slot: Slot;
    /** Drawn for roles that can see the area (the permission table decides). */
    area: Area;
    load: () => Promise<{ default: ComponentType<SectionSlots[Slot]> }>;
  };
}[SectionSlot];

export interface FeatureManifest {
  /** Also the i18next namespace of the feature's strings. */
  id: string;
  /** The feature's strings (features/<id>/locales), loaded with its screens. Title and label
   * keys of the manifest are keys of this namespace. */
  translations: NamespaceLoaders;
  screens: readonly FeatureScreen[];
  menu?: readonly FeatureMenuEntry[];
  /** Sections drawn on other features' screens. */
  sections?: readonly FeatureSection[];
  /**
   * Stand-ins for screens other features will bring: a real feature's screen or menu entry with
   * the same path or id replaces them, so building an area never means editing this list first.
   */
  isPlaceholder?: boolean;
}

export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}

/**
 * A feature's strings from its locale files:
 * `translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' }))`.
 * Every language of the portal must have its file.
 */
export function localesOf(files: Record<string, () => Promise<unknown>>): NamespaceLoaders {
  const loaders = {} as NamespaceLoaders;
  for (const language of LANGUAGES) {
    const entry = Object.entries(files).find(([file]) => file.endsWith(`/${language}.json`));
    if (!entry) throw new Error(`Missing locale file ${language}.json`);
    const load = entry[1];
    loaders[language] = async () => ({ default: (await load()) as Resource });
  }
  return loaders;
}
