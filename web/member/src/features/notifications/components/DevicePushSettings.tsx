import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PUSH_TOPICS, type PushPreferences } from '@mawadda/contracts';
import { useToast } from '../../../lib/toast';
import { fetchPushPreferences, savePushPreferences } from '../api/push';
import { notifyKeys } from '../hooks/notify-keys';
import { useDevicePush } from '../hooks/use-device-push';
import { MyDevices } from './MyDevices';

/** Which topics reach my devices; each saved as soon as it is switched. */
function PushTopics() {
  const { t } = useTranslation('notify');
  const toast = useToast();
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: notifyKeys.pushPreferences,
    queryFn: ({ signal }) => fetchPushPreferences(signal),
  });
  const save = useMutation({
    mutationFn: savePushPreferences,
    onSuccess: (answer: PushPreferences) => queryClient.setQueryData(notifyKeys.pushPreferences, answer),
    onError: () => toast.error(t('settings.failed')),
  });
  if (!prefs.data) return null;
  const shown = save.isPending && save.variables ? { ...prefs.data, ...save.variables } : prefs.data;
  return (
    <fieldset className="notify-settings__kind">
      <legend>{t('push.topicsLegend')}</legend>
      <div className="notify-settings__choices notify-settings__choices--stacked">
        {PUSH_TOPICS.map((topic) => (
          <label key={topic}>
            <input
              type="checkbox"
              checked={shown[topic]}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ [topic]: e.target.checked })}
            />
            {t(`push.topics.${topic}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Notifications on this device": the switch asks the browser's permission and subscribes this
 * device; off, the device is forgotten. Where the browser cannot (or was told never to), says so.
 * Under it, every device of mine that takes pushes, each removable.
 */
export function DevicePushSettings() {
  const { t } = useTranslation('notify');
  const toast = useToast();
  const { state, busy, turn } = useDevicePush();
  if (state === null) return null;
  const toggle = async () => {
    const on = state !== 'on';
    const moved = await turn(on);
    if (moved) toast.success(t(on ? 'push.turnedOn' : 'push.turnedOff'));
    else if (on) toast.error(t('push.failed'));
  };
  return (
    <section className="notify-settings__device" aria-labelledby="notify-device-title">
      <h2 id="notify-device-title">{t('push.title')}</h2>
      {state === 'unsupported' ? (
        <p>{t('push.unsupported')}</p>
      ) : (
        <>
          <label className="notify-settings__switch">
            <input
              type="checkbox"
              role="switch"
              checked={state === 'on'}
              disabled={busy || state === 'denied'}
              aria-busy={busy || undefined}
              aria-describedby="notify-device-hint"
              onChange={() => void toggle()}
            />
            {t('push.switch')}
          </label>
          <p id="notify-device-hint" className="notify-settings__hint">
            {t(state === 'denied' ? 'push.denied' : 'push.hint')}
          </p>
          {state === 'on' && <PushTopics />}
          <MyDevices />
        </>
      )}
    </section>
  );
}
