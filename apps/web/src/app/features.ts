// Every feature of the web app, found by its manifest (features/<name>/manifest.ts): adding a
// feature folder adds its screens and menu entries, no shared list to edit. Stand-ins
// (coming-soon) yield to a real feature that declares the same path or menu id.
import { canSee, type Role } from '@portal/shared';
import {
  MENU_GROUPS,
  type FeatureManifest,
  type FeatureMenuEntry,
  type FeatureScreen,
  type MenuGroup,
} from '../lib/feature-manifest';

const found = import.meta.glob<FeatureManifest>('../features/*/manifest.ts', {
  eager: true,
  import: 'default',
});

export const FEATURES: readonly FeatureManifest[] = Object.values(found).sort((a, b) =>
  a.id.localeCompare(b.id),
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

export const SCREENS: readonly FeatureScreen[] = withoutReplacedStandIns(
  (feature) => feature.screens,
  (screen) => screen.path,
);

const MENU_ENTRIES: readonly FeatureMenuEntry[] = withoutReplacedStandIns(
  (feature) => feature.menu ?? [],
  (entry) => entry.id,
);

/** The menu a role sees: entries whose area the role can see, in order, empty groups dropped. */
export function getMenuForRole(role: Role): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    id: group,
    labelKey: `nav.groups.${group}`,
    items: MENU_ENTRIES.filter((entry) => entry.group === group && canSee(role, entry.area))
      .sort((a, b) => a.order - b.order)
      .map((entry) => ({ ...entry, labelKey: entry.labelKeyByRole?.[role] ?? entry.labelKey })),
  })).filter((group) => group.items.length > 0);
}
