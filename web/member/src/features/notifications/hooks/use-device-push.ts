import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchPushKey, postPushSubscription, postPushUnsubscribe } from '../api/push';
import {
  currentSubscription,
  deviceLabel,
  devicePushState,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type DevicePushState,
} from '../lib/device-push';
import { notifyKeys } from './notify-keys';

const subscriptionBody = (json: PushSubscriptionJSON) => ({
  endpoint: json.endpoint ?? '',
  keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  label: deviceLabel(navigator.userAgent),
});

/**
 * The "notifications on this device" switch: where the device stands (null while it is asked),
 * and turning it on (permission, subscription, then the server) or off (both forget it).
 */
export function useDevicePush() {
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let live = true;
    void (async () => {
      const now = await devicePushState().catch((): DevicePushState => 'unsupported');
      if (!live) return;
      setState(now);
      // Told again on each visit: a device shared after a sign-out now belongs to who is signed in.
      if (now === 'on') {
        const sub = await currentSubscription();
        if (sub) await postPushSubscription(subscriptionBody(sub.toJSON())).catch(() => undefined);
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  /** True when the switch moved; false when the browser refused or the server could not be told. */
  const turn = useCallback(
    async (on: boolean): Promise<boolean> => {
      setBusy(true);
      try {
        if (!on) {
          const endpoint = await unsubscribeThisDevice();
          if (endpoint) await postPushUnsubscribe(endpoint).catch(() => undefined);
          setState('off');
          return true;
        }
        const json = await subscribeThisDevice(await fetchPushKey());
        if (!json) {
          setState(Notification.permission === 'denied' ? 'denied' : 'off');
          return false;
        }
        try {
          await postPushSubscription(subscriptionBody(json));
        } catch (err) {
          // The server does not know this device: leave the browser unsubscribed too.
          await unsubscribeThisDevice().catch(() => undefined);
          throw err;
        }
        setState('on');
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
        // "My devices" gains or loses this one.
        void queryClient.invalidateQueries({ queryKey: notifyKeys.pushDevices });
      }
    },
    [queryClient],
  );

  return { state, busy, turn };
}
