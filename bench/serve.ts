// What the benchmarks share: the real API listening on a loopback port, and a sign-in.
import type { FastifyInstance } from 'fastify';
import { API } from '@portal/shared';

/** Listens on a free loopback port; answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Signs in through the API; answers the Authorization header of the session. */
export async function signIn(
  base: string,
  username: string,
  password: string,
): Promise<{ authorization: string }> {
  const login = await fetch(`${base}${API.auth}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { access } = (await login.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}
