// A module's service is a thin assembly of use-case files (docs/architecture.md, "Use cases"):
// each use case is a plain function whose first parameter is the module's context (its
// database, clock, other services), and the service binds that context once, so routes and
// other modules call `service.createEvent(auth, input)` without knowing the file it lives in.

// Any function whose first parameter is the context; the rest are the caller's.
type UseCase<Context> = (context: Context, ...args: never[]) => unknown;

type WithoutContext<Context, F> = F extends (context: Context, ...args: infer Args) => infer Result
  ? (...args: Args) => Result
  : never;

export type BoundUseCases<Context, UseCases extends Record<string, UseCase<Context>>> = {
  [Name in keyof UseCases]: WithoutContext<Context, UseCases[Name]>;
};

/** The use cases with `context` bound as their first argument. */
export function bindUseCases<Context, UseCases extends Record<string, UseCase<Context>>>(
  context: Context,
  useCases: UseCases,
): BoundUseCases<Context, UseCases> {
  const bound: Record<string, unknown> = {};
  for (const [name, useCase] of Object.entries(useCases))
    bound[name] = (...args: never[]) => useCase(context, ...args);
  return bound as BoundUseCases<Context, UseCases>;
}
