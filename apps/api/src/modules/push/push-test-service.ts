// The push service of the tests: no real one is reachable here, so a local HTTP server stands in
// for it. Each test device has its own P-256 key pair and auth secret, as a browser would; a
// request's body is decrypted as RFC 8291 says (aes128gcm, RFC 8188), with node:crypto only,
// so the test proves the payload was encrypted for that device and no other.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The private half, kept by the "browser". */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** Answers requests to this path with the status (410: the subscription is gone). */
  answer(path: string, status: number): void;
  device(name: string): TestDevice;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (path, status) => answers.set(path, status),
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
        ecdh,
        authSecret,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The plaintext of an aes128gcm body encrypted for the device (RFC 8291 section 3.4). */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID header's token (RFC 8292): signed by the key it names, for the push service's
 * origin. Answers the key (base64url) and the token's claims.
 */
export function readVapid(headers: IncomingHttpHeaders): {
  key: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(headers.authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
  const [header = '', payload = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(match[2], 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the VAPID token is not signed by its key');
  return {
    key: match[2],
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}
