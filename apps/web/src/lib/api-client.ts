// Requests to the API as the signed-in user: Bearer access token and Accept-Language on every
// call; on 401 UNAUTHENTICATED, one refresh and one retry.
import { ApiError, httpRequest, type HttpOptions } from './http';
import { session } from './session';

export type ApiRequestOptions = Omit<HttpOptions, 'token'>;

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  // A refresh already on its way will replace the token: wait rather than send a stale one.
  await session.pendingRefresh();
  const token = session.getState().accessToken;
  try {
    return await httpRequest<T>(path, { ...options, token });
  } catch (error) {
    const canRetry =
      token !== null &&
      error instanceof ApiError &&
      error.status === 401 &&
      error.code === 'UNAUTHENTICATED';
    if (!canRetry || !(await session.refresh())) throw error;
    return httpRequest<T>(path, { ...options, token: session.getState().accessToken });
  }
}

export { ApiError } from './http';
