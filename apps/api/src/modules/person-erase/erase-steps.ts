// What erasing a person does, kind of data by kind of data: how many rows each kind holds (the
// preview counts them, the erasure reports them) and the statements that delete or replace them.
// The catalogue of every column and why it goes or stays is decision 052. Erasing is the one
// operation that crosses every area's tables at once: it runs as one transaction over them, in
// the order below (references first, then what they point to).
import type { EraseStep } from './erase-sql';
import { ACCOUNT_STEPS } from './erase-steps-account';
import { RECORD_STEPS } from './erase-steps-records';

/** In the order they run: account traces, then the records that point to the person. */
export const ERASE_STEPS: readonly EraseStep[] = [...ACCOUNT_STEPS, ...RECORD_STEPS];
