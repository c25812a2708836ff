import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PushDevice } from '@mawadda/contracts';
import { formatWhen } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { deletePushDevice, fetchPushDevices } from '../api/push';
import { notifyKeys } from '../hooks/notify-keys';

/**
 * "My devices": every browser that takes my pushes (browser and system, when it was added), each
 * removable from here, so a phone sold or a shared computer stops getting them. Nothing is shown
 * where the platform sends no pushes (the list answers 404) or while it loads.
 */
export function MyDevices() {
  const { t } = useTranslation('notify');
  const { locale } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: notifyKeys.pushDevices,
    queryFn: ({ signal }) => fetchPushDevices(signal),
    retry: false,
  });
  const remove = useMutation({
    mutationFn: (device: PushDevice) => deletePushDevice(device.id),
    onSuccess: (_, device) => {
      queryClient.setQueryData<PushDevice[]>(notifyKeys.pushDevices, (list) =>
        list?.filter((d) => d.id !== device.id),
      );
      toast.success(t('push.devices.removed'));
    },
    onError: () => toast.error(t('push.devices.failed')),
  });
  if (!devices.data) return null;
  const nameOf = (device: PushDevice) => device.label || t('push.devices.unnamed');
  // The label names the system (lib/device-push's deviceLabel): a phone's, or a computer's.
  const iconOf = (device: PushDevice) => (/Android|iOS|iPadOS/.test(device.label) ? Smartphone : Monitor);
  return (
    <section className="notify-devices" aria-labelledby="notify-devices-title">
      <h3 id="notify-devices-title">{t('push.devices.title')}</h3>
      {devices.data.length === 0 ? (
        <p className="notify-settings__hint">{t('push.devices.empty')}</p>
      ) : (
        <ul className="notify-devices__list">
          {devices.data.map((device) => {
            const Icon = iconOf(device);
            return (
              <li key={device.id} className="notify-devices__item">
                <Icon className="notify-devices__icon" aria-hidden="true" />
                <span className="notify-devices__what">
                  <bdi className="notify-devices__name">{nameOf(device)}</bdi>
                  <span className="notify-settings__hint">
                    {t('push.devices.added', { when: formatWhen(device.createdAt, locale) })}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={t('push.devices.remove', { name: nameOf(device) })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(device)}
                >
                  <Trash2 className="btn__icon" aria-hidden="true" />
                  {t('push.devices.removeShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
