// Draws the sections other features add to a screen (lib/screen-sections.ts): each after a
// divider, loaded with its feature's strings the first time it is drawn; nothing while it loads.
import { Fragment, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Divider from '@mui/material/Divider';
import type { SectionProps, SectionSlot } from '../lib/feature-manifest';
import { ensureNamespace } from '../lib/i18n';
import { screenSectionsFor, type RegisteredSection } from '../lib/screen-sections';
import { useSession } from '../lib/session';

const loaded = new Map<string, LazyExoticComponent<ComponentType<SectionProps>>>();

function lazySection(section: RegisteredSection) {
  const known = loaded.get(section.key);
  if (known) return known;
  const component = lazy(async () => {
    const [module] = await Promise.all([
      section.load(),
      ensureNamespace(section.feature.id, section.feature.translations),
    ]);
    return module;
  });
  loaded.set(section.key, component);
  return component;
}

export function ScreenSections({ slot, userId }: { slot: SectionSlot; userId: number }) {
  const role = useSession().userData?.role;
  if (!role) return null;
  return (
    <>
      {screenSectionsFor(slot, role).map((section) => {
        const Section = lazySection(section);
        return (
          <Fragment key={section.key}>
            <Divider sx={{ my: 3 }} />
            <Suspense fallback={null}>
              <Section userId={userId} />
            </Suspense>
          </Fragment>
        );
      })}
    </>
  );
}
