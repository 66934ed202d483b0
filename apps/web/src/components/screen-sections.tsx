// Draws the sections other features add to a screen (lib/screen-sections.ts): each after a
// divider, loaded with its feature's strings the first time it is drawn; nothing while it loads.
import { Fragment, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Divider from '@mui/material/Divider';
import type { SectionSlot, SectionSlots } from '../lib/feature-manifest';
import { ensureNamespace } from '../lib/i18n';
import { screenSectionsFor, type RegisteredSection } from '../lib/screen-sections';
import { useSession } from '../lib/session';

// A section is registered for one slot and only ever drawn with that slot's props.
type AnySection = LazyExoticComponent<ComponentType<SectionSlots[SectionSlot]>>;

const loaded = new Map<string, AnySection>();

function lazySection(section: RegisteredSection): AnySection {
  const known = loaded.get(section.key);
  if (known) return known;
  const component = lazy(async () => {
    const [module] = await Promise.all([
      section.load() as Promise<{ default: ComponentType<SectionSlots[SectionSlot]> }>,
      ensureNamespace(section.feature.id, section.feature.translations),
    ]);
    return module;
  });
  loaded.set(section.key, component);
  return component;
}

/** `<ScreenSections slot="studentDetails" studentId={id} />`: the slot's sections, with its props. */
export function ScreenSections<Slot extends SectionSlot>(
  props: { slot: Slot } & SectionSlots[Slot],
) {
  const { slot } = props;
  // The record's id for the section (its slot too, which the section does not read).
  const values: SectionSlots[SectionSlot] = props;
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
              <Section {...values} />
            </Suspense>
          </Fragment>
        );
      })}
    </>
  );
}
