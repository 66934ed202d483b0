// A menu entry's icon is its own small chunk (the manifests stay off the login page); until it
// arrives, an empty square of the same size keeps the label from moving.
import { Suspense } from 'react';
import type { FeatureMenuEntry } from '../../lib/feature-manifest';

export function MenuEntryIcon({ icon: Icon }: { icon: FeatureMenuEntry['icon'] }) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 24, height: 24 }} />}>
      <Icon />
    </Suspense>
  );
}
