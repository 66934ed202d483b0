// The shared schemas of the public auth forms, loaded on demand (lib/lazy-zod-resolver.ts).
export {
  loginBodySchema,
  recoveryRequestBodySchema,
  recoveryResetBodySchema,
} from '@portal/shared';
