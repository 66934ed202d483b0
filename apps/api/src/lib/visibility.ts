// Which rows of a scoped table a caller may reach. Repos take a Visibility, never an optional
// SQL fragment: the only way to make one is from the caller (each area's
// `<area>Visibility(auth)`, which reads the permission table), so forgetting the scope is a
// type error.
import type { SQL } from 'drizzle-orm';

declare const visibilityBrand: unique symbol;

export interface Visibility {
  /** The WHERE condition; none when the caller reaches every row. */
  readonly condition: SQL | undefined;
  readonly [visibilityBrand]: true;
}

/** Made by an area's visibility function from the caller; nowhere else. */
export function visibilityFrom(condition: SQL | undefined): Visibility {
  return { condition } as Visibility;
}
