// A zodResolver whose schema (and zod itself, ~24 kB gzip) loads on first use rather than with
// the page, together with the shared message catalogue. The public forms use it so the login page shows before the validator arrives; the
// form calls preload() as soon as the user types, so validation never waits in practice.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ensureSharedMessages } from './i18n';

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<
  TInput,
  unknown,
  TOutput
> & {
  preload: () => Promise<void>;
};

export function lazyZodResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
): LazyResolver<z.input<TSchema>, z.output<TSchema>> {
  type Loaded = Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;

  const load = (): Promise<Loaded> => {
    // The catalogue comes too: the resolver's messages are its keys.
    loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
      ensureSharedMessages(),
    ]).then(([{ zodResolver }, schema]) => {
      loaded = zodResolver(schema) as unknown as Loaded;
      return loaded;
    });
    return loading;
  };

  const resolver: Loaded = async (values, context, options) =>
    (loaded ?? (await load()))(values, context, options);

  return Object.assign(resolver, { preload: () => load().then(() => undefined) });
}
