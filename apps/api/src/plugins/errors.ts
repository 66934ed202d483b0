// The one error handler: every failure leaves as the shared ErrorBody, its message translated
// for the request's Accept-Language. Nothing internal (stack, SQL, file names) ever leaves.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  formatMessage,
  formatWait,
  parseFieldMessage,
  waitMinutes,
  type ErrorBody,
  type FieldIssue,
  type Language,
  type MessageParams,
} from '@portal/shared';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { appError, isAppError, type AppError } from '../lib/errors';
import { resolveLanguage } from '../lib/language';

function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/** Maps anything thrown to the AppError the client sees. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: toFieldPath(issue.instancePath),
      message: issue.message ?? 'validation.invalidValue',
    }));
    return appError('VALIDATION_ERROR', { issues });
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.code === 'FST_ERR_BAD_URL') {
    return appError('VALIDATION_ERROR', {
      issues: [{ path: 'url', message: 'validation.unstorableText' }],
    });
  }
  if (isDatabaseUnavailable(error)) return appError('SERVICE_UNAVAILABLE', { cause: error });
  const status = fastifyError?.statusCode;
  if (status === undefined || status >= 500) {
    return status === 503
      ? appError('SERVICE_UNAVAILABLE', { cause: error })
      : appError('UNDEFINED_ERROR', { cause: error });
  }
  switch (status) {
    case 401:
      return appError('UNAUTHENTICATED');
    case 403:
      return appError('FORBIDDEN');
    case 404:
      return appError('ROUTE_NOT_FOUND');
    case 413:
      return appError('PAYLOAD_TOO_LARGE');
    case 415:
      return appError('UNSUPPORTED_MEDIA_TYPE');
    default:
      // Malformed JSON, an empty JSON body, a poisoned prototype...: the request itself is invalid.
      return appError('VALIDATION_ERROR', {
        issues: [{ path: '', message: 'validation.invalidValue' }],
      });
  }
}

/**
 * Every answer that asks the caller to wait (each throttled route's 429) says how long, here and
 * nowhere else, so no route can leave "{{wait}}" unfilled: `wait` in the request's language
 * ("1 minute", "15 minutos"), and `minutes` for a client that words it itself.
 */
function withWait(error: AppError, language: Language): MessageParams | undefined {
  if (error.retryAfterSeconds === undefined) return error.params;
  return {
    ...error.params,
    minutes: waitMinutes(error.retryAfterSeconds),
    wait: formatWait(error.retryAfterSeconds, language),
  };
}

export function toErrorBody(
  error: AppError,
  acceptLanguage: string | string[] | undefined,
): ErrorBody {
  const language = resolveLanguage(acceptLanguage);
  const params = withWait(error, language);
  const body: ErrorBody = {
    code: error.code,
    message: error.wordedIn(language, params),
    messageKey: error.messageKey,
  };
  if (error.issues) {
    body.issues = error.issues.map((issue): FieldIssue => {
      const { key, params } = parseFieldMessage(issue.message);
      return { path: issue.path, message: formatMessage(language, key, params) };
    });
  }
  if (params) body.params = params;
  if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, thrown: unknown) {
  const error = toAppError(thrown);
  if (error.code === 'UNDEFINED_ERROR') request.log.error({ err: thrown }, 'request failed');
  else if (error.code === 'SERVICE_UNAVAILABLE' && !isAppError(thrown))
    request.log.error({ err: thrown }, 'database unavailable');
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send(toErrorBody(error, request.headers['accept-language']));
}

export function setupErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}
