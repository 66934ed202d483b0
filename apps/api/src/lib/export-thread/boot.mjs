// The export thread's entry: a worker thread does not inherit the TypeScript loader the server
// runs under, so it registers it here before importing the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
