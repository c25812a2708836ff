import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationPreferences,
} from '@mawadda/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { fetchPreferences } from '../api/fetch-preferences';
import { savePreferences } from '../api/save-preferences';
import { notifyKeys } from '../hooks/notify-keys';
import { DevicePushSettings } from './DevicePushSettings';
import '../notifications.css';

/** One radio group per kind: in the centre only, by email too, or not at all. */
function KindChoice({
  kind,
  value,
  onChange,
}: {
  kind: (typeof NOTIFICATION_KINDS)[number];
  value: NotificationChannel;
  onChange: (c: NotificationChannel) => void;
}) {
  const { t } = useTranslation('notify');
  return (
    <fieldset className="notify-settings__kind">
      <legend>{t(`settings.kinds.${kind}`)}</legend>
      <div className="notify-settings__choices">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label key={channel}>
            <input
              type="radio"
              name={kind}
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
            />
            {t(`settings.channels.${channel}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SettingsForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation('notify');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState(saved);
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => {
      queryClient.setQueryData(notifyKeys.preferences, answer);
      setChoices(answer);
      toast.success(t('settings.saved'));
    },
    // What the member chose stays on the page, to send again.
    onError: () => toast.error(t('settings.failed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!save.isPending) save.mutate(choices);
  };
  return (
    <form onSubmit={submit} noValidate>
      {/* `guardian.request` is told to guardian accounts only, who have no such page. */}
      {NOTIFICATION_KINDS.filter((kind) => kind !== 'guardian.request').map((kind) => (
        <KindChoice
          key={kind}
          kind={kind}
          value={choices[kind]}
          onChange={(channel) => setChoices({ ...choices, [kind]: channel })}
        />
      ))}
      <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </button>
    </form>
  );
}

/** /notifications/settings (signed-in): how I want to be told, kind by kind. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notify');
  const { to } = useLocale();
  useDocumentTitle(t('settings.title'));
  const prefs = useQuery({
    queryKey: notifyKeys.preferences,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });
  let body;
  if (prefs.isPending)
    body = (
      <p role="status" aria-busy="true">
        {t('settings.loading')}
      </p>
    );
  else if (prefs.isError)
    body = (
      <div className="form__error" role="alert">
        <p>{t('settings.loadFailed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void prefs.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  else body = <SettingsForm saved={prefs.data} />;
  return (
    <div className="container notify-settings">
      <h1>{t('settings.title')}</h1>
      <p>{t('settings.intro')}</p>
      <p>
        <Link to={to('/notifications')}>{t('settings.back')}</Link>
      </p>
      {body}
      <DevicePushSettings />
    </div>
  );
}

export { NotificationSettingsPage as Component };
