// One push request: the payload encrypted for the subscription (RFC 8291, aes128gcm) and signed
// with the server's VAPID key (RFC 8292) by `web-push`, POSTed by us so that the socket connects
// only to public addresses (push-address.ts); a test origin is sent to as it is.
import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import { isTestEndpoint, lookupPublicAddress } from './push-address';
import type { VapidKeys } from './push-keys';

/** How long a push service keeps a notification for a phone that is off: a day is plenty. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushAnswer {
  statusCode: number;
  body: string;
}

export function sendPush(
  target: PushTarget,
  payload: string,
  keys: VapidKeys,
  testOrigins: readonly string[],
): Promise<PushAnswer> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: keys,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const url = new URL(details.endpoint);
  const isTest = isTestEndpoint(details.endpoint, testOrigins);
  const client = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...details.headers, 'Content-Length': details.body.length },
        timeout: REQUEST_TIMEOUT_MS,
        ...(isTest ? {} : { lookup: lookupPublicAddress }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (chunks.length < 16) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 1000),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer')));
    request.on('error', reject);
    request.end(details.body);
  });
}
