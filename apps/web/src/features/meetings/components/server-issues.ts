// The server names a refused field by its place in the request body (`meetings.2.startsAt`);
// a form names it by its input (`rows.5.date`). This renames the issues so that
// useServerAwareSubmit can put each message under its input.
import { ApiError } from '../../../lib/http';

/** The same refusal, each issue's path renamed (unchanged where `rename` gives null). */
export function withFormIssuePaths(
  error: unknown,
  rename: (path: string) => string | null,
): unknown {
  if (!(error instanceof ApiError) || error.issues.length === 0) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    messageKey: error.messageKey,
    message: error.message,
    issues: error.issues.map((issue) => ({ ...issue, path: rename(issue.path) ?? issue.path })),
    ...(error.params ? { params: error.params } : {}),
    ...(error.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: error.retryAfterSeconds }
      : {}),
  });
}
