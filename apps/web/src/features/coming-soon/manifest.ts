// The seed's screens that later areas bring, standing in until then: each says plainly that it
// is not available yet. A feature that declares the same path or menu id replaces its stand-in
// (app/features.ts), so this list never has to be edited first.
import type { Area } from '@portal/shared';
import {
  defineFeature,
  localesOf,
  type FeatureMenuEntry,
  type FeatureScreen,
  type MenuGroupId,
} from '../../lib/feature-manifest';

const signedInNotice = () => import('./routes/unavailable');
const publicNotice = () => import('./routes/unavailable-public');

const SIGNED_IN: Array<[path: string, area: Area, titleKey: string]> = [];

// Every public page of the seed exists now; a later one stands in here until its feature comes.
const PUBLIC: Array<[path: string, titleKey: string]> = [];

type Icon = FeatureMenuEntry['icon'];
type Entry = [id: string, group: MenuGroupId, order: number, area: Area, path: string, icon: Icon];
const MENU: Entry[] = [];

/** The menu label of each stand-in is its screen's title. */
function titleOf(path: string): string {
  return SIGNED_IN.find(([screenPath]) => screenPath === path)?.[2] ?? 'app.name';
}

export default defineFeature({
  id: 'coming-soon',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  isPlaceholder: true,
  screens: [
    ...SIGNED_IN.map(([path, area, titleKey]): FeatureScreen => ({
      path,
      access: { kind: 'area', area },
      load: signedInNotice,
      titleKey,
    })),
    ...PUBLIC.map(([path, titleKey]): FeatureScreen => ({
      path,
      access: { kind: 'public' },
      load: publicNotice,
      titleKey,
    })),
  ],
  menu: MENU.map(([id, group, order, area, path, icon]): FeatureMenuEntry => ({
    id,
    group,
    order,
    area,
    labelKey: titleOf(path),
    path,
    icon,
  })),
});
