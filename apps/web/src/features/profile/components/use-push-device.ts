// This device's notifications switch: where the browser stands (no support, blocked, on, off)
// and turning it on (the browser's permission prompt, a subscription with the server's key, kept
// by the server) or off (unsubscribed here, forgotten by the server).
import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../../lib/push-device';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';

export type PushDeviceStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export interface PushDevice {
  status: PushDeviceStatus;
  isBusy: boolean;
  error: unknown;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
}

async function checkStatus(): Promise<PushDeviceStatus> {
  const support = pushSupport();
  if (support === 'unsupported' || support === 'denied') return support;
  return (await currentPushSubscription()) ? 'on' : 'off';
}

async function subscribe(): Promise<PushDeviceStatus> {
  const { publicKey } = await getPushPublicKey();
  const outcome = await subscribeThisDevice(publicKey);
  if (outcome.kind !== 'subscribed') return outcome.kind;
  const { endpoint, keys } = outcome.subscription;
  await savePushSubscription({
    endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  });
  return 'on';
}

export function usePushDevice(): PushDevice {
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let isCurrent = true;
    checkStatus()
      .catch(() => 'unsupported' as const)
      .then((found) => {
        if (isCurrent) setStatus(found);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const change = useCallback(async (work: () => Promise<PushDeviceStatus>) => {
    setIsBusy(true);
    setError(null);
    try {
      setStatus(await work());
    } catch (failure) {
      setError(failure);
    } finally {
      setIsBusy(false);
    }
  }, []);

  const turnOn = useCallback(() => change(subscribe), [change]);
  const turnOff = useCallback(
    () =>
      change(async () => {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await deletePushSubscription(endpoint);
        return 'off';
      }),
    [change],
  );
  return { status, isBusy, error, turnOn, turnOff };
}
