// The sections features add to other features' screens (FeatureManifest.sections), registered
// once by the app from every manifest (app/features.ts) and read by the screens that draw them
// (components/screen-sections.tsx), so that no feature imports another.
import { canSee, type Role } from '@portal/shared';
import type { FeatureManifest, FeatureSection, SectionSlot } from './feature-manifest';

export type RegisteredSection = FeatureSection & {
  /** Unique among the sections: the feature's id, the slot and the section's place. */
  key: string;
  feature: Pick<FeatureManifest, 'id' | 'translations'>;
};

let registered: readonly RegisteredSection[] = [];

export function registerScreenSections(sections: readonly RegisteredSection[]): void {
  registered = sections;
}

/** The sections of `slot` that `role` may see, in the features' order. */
export function screenSectionsFor(slot: SectionSlot, role: Role): RegisteredSection[] {
  return registered.filter((section) => section.slot === slot && canSee(role, section.area));
}
