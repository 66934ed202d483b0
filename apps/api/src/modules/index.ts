// Every module of the API. A new area adds its module here; the loader orders them by their
// declared dependencies (platform.ts), so the position in this list does not matter.
import type { PortalModule } from '../platform';
import { placesModule } from './places';

export const MODULES: readonly PortalModule[] = [placesModule];
