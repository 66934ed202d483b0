// Puts the server's field issues ({path, message}) under the matching inputs.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/http';

/** Returns true when at least one issue landed on a field of the form. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let hasApplied = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !hasApplied });
      hasApplied = true;
    }
  }
  return hasApplied;
}
