// Which rows of a scoped table a caller may reach. Repos take a Visibility, never an optional
// SQL fragment. Each scoped area defines its visibility once (`defineVisibility`), from the
// caller: `studentVisibility(auth)` reads the permission table and the admin's assignments.
// The only other value is the area's explicit `everyone`, for the system's own work (sign-up
// before there is a caller, imports' checks, seeds), so forgetting the scope is a type error
// and reaching every row is always written out.
//
// A Visibility carries its area in its type: a students Visibility does not fit a sponsors
// query.
import type { SQL } from 'drizzle-orm';
import type { AuthContext } from './auth-context';

declare const visibilityBrand: unique symbol;

export interface Visibility<Area extends string = string> {
  /** The WHERE condition; none when the caller reaches every row. */
  readonly condition: SQL | undefined;
  readonly [visibilityBrand]: Area;
}

/** An area's visibility: from a caller, or `everyone` for the system's own work. */
export interface VisibilityOf<Area extends string> {
  (auth: AuthContext): Visibility<Area>;
  /** Every row of the area: never for a request's caller, only for work the system does itself. */
  readonly everyone: Visibility<Area>;
}

function visibility<Area extends string>(condition: SQL | undefined): Visibility<Area> {
  return { condition } as Visibility<Area>;
}

/**
 * Defines an area's visibility from the caller: `condition` answers the WHERE condition that
 * limits the area's rows to what `auth` reaches, or undefined when it reaches every row.
 */
export function defineVisibility<Area extends string>(
  _area: Area,
  condition: (auth: AuthContext) => SQL | undefined,
): VisibilityOf<Area> {
  const ofCaller = (auth: AuthContext) => visibility<Area>(condition(auth));
  return Object.assign(ofCaller, { everyone: visibility<Area>(undefined) });
}
