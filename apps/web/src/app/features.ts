// Every feature of the web app, found by its manifest (features/<name>/manifest.ts): adding a
// feature folder adds its screens and menu entries, no shared list to edit. Stand-ins
// (coming-soon) yield to a real feature that declares the same path or menu id.
import { canSee, canWrite, type Role } from '@portal/shared';
import type { NamespacesLoaders, Resource } from '../lib/i18n';
import {
  MENU_GROUPS,
  type FeatureManifest,
  type FeatureMenuEntry,
  type FeatureScreen,
  type MenuGroup,
} from '../lib/feature-manifest';
import { registerScreenSections } from '../lib/screen-sections';

const found = import.meta.glob<FeatureManifest>('../features/*/manifest.ts', {
  eager: true,
  import: 'default',
});

// Ids are plain ASCII: compared by code unit. (The first localeCompare of a page builds ICU's
// collator, tens of milliseconds of the start-up on a slow phone, for an order nobody reads.)
export const FEATURES: readonly FeatureManifest[] = Object.values(found).sort((a, b) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
);

function withoutReplacedStandIns<T>(
  pick: (feature: FeatureManifest) => readonly T[],
  keyOf: (item: T) => string,
): T[] {
  const real = FEATURES.filter((feature) => !feature.isPlaceholder).flatMap(pick);
  const taken = new Set(real.map(keyOf));
  const standIns = FEATURES.filter((feature) => feature.isPlaceholder)
    .flatMap(pick)
    .filter((item) => !taken.has(keyOf(item)));
  const all = [...real, ...standIns];
  const seen = new Set<string>();
  for (const item of all) {
    // Two features claiming one path or menu id is a mistake to see at once, not a silent pick.
    if (seen.has(keyOf(item))) throw new Error(`Declared by two features: ${keyOf(item)}`);
    seen.add(keyOf(item));
  }
  return all;
}

/** A key of a feature's namespace, as any `t` reads it ("students:nav.students"). */
function inNamespace(feature: FeatureManifest, key: string): string {
  return `${feature.id}:${key}`;
}

function byRoleInNamespace(
  feature: FeatureManifest,
  keys: Partial<Record<Role, string>> | undefined,
): Partial<Record<Role, string>> | undefined {
  return keys
    ? Object.fromEntries(
        Object.entries(keys).map(([role, key]) => [role, inNamespace(feature, key)]),
      )
    : undefined;
}

/** A screen with the feature it belongs to, its keys qualified with the feature's namespace. */
export interface AppScreen extends FeatureScreen {
  feature: FeatureManifest;
}

export const SCREENS: readonly AppScreen[] = withoutReplacedStandIns(
  (feature) =>
    feature.screens.map((screen) => ({
      ...screen,
      feature,
      titleKey: inNamespace(feature, screen.titleKey),
      titleKeyByRole: byRoleInNamespace(feature, screen.titleKeyByRole),
    })),
  (screen) => screen.path,
);

const MENU_ENTRIES: readonly FeatureMenuEntry[] = withoutReplacedStandIns(
  (feature) =>
    (feature.menu ?? []).map((entry) => ({
      ...entry,
      labelKey: inNamespace(feature, entry.labelKey),
      labelKeyByRole: byRoleInNamespace(feature, entry.labelKeyByRole),
    })),
  (entry) => entry.id,
);

// The sections features add to other features' screens (components/screen-sections.tsx).
registerScreenSections(
  FEATURES.flatMap((feature) =>
    (feature.sections ?? []).map((section, index) => ({
      ...section,
      key: `${feature.id}:${section.slot}:${index}`,
      feature,
    })),
  ),
);

/** Each feature's namespace by its folder (the manifests' paths name the folders). */
const NAMESPACE_OF_FOLDER = new Map(
  Object.entries(found).map(([file, manifest]) => [file.split('/').at(-2) ?? '', manifest.id]),
);

/** The `nav` strings of every feature in one file (locale-subset-plugin.ts), by namespace. */
function byNamespace(
  load: () => Promise<{ default: Record<string, Record<string, unknown>> }>,
): () => Promise<Record<string, Resource>> {
  return async () => {
    const { default: byFolder } = await load();
    return Object.fromEntries(
      Object.entries(byFolder).flatMap(([folder, strings]) => {
        const namespace = NAMESPACE_OF_FOLDER.get(folder);
        return namespace ? [[namespace, strings as Resource]] : [];
      }),
    );
  };
}

/**
 * What the signed-in shell needs up front of the features' strings: their menu labels and
 * screen titles, without each feature's whole file (a screen loads its own).
 */
export const NAV_STRINGS: NamespacesLoaders = {
  'en-US': byNamespace(() => import('virtual:nav-strings/en-US')),
  'es-CO': byNamespace(() => import('virtual:nav-strings/es-CO')),
};

/** Every menu entry's icon, which the signed-in shell loads before it draws. */
export const MENU_ICONS: readonly FeatureMenuEntry['icon'][] = MENU_ENTRIES.map(
  (entry) => entry.icon,
);

/** The menu a role sees: entries whose area the role can see, in order, empty groups dropped. */
export function getMenuForRole(role: Role): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    id: group,
    labelKey: `nav.groups.${group}`,
    items: MENU_ENTRIES.filter(
      (entry) =>
        entry.group === group &&
        (entry.mode === 'write' ? canWrite(role, entry.area) : canSee(role, entry.area)),
    )
      .sort((a, b) => a.order - b.order)
      .map((entry) => ({ ...entry, labelKey: entry.labelKeyByRole?.[role] ?? entry.labelKey })),
  })).filter((group) => group.items.length > 0);
}
