import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeviceSession } from '@mawadda/contracts/auth/account-security';
import { useConfirm } from '../../../lib/confirm';
import { formatDate, formatRelativeTime } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { LoadFailed } from '../../../lib/LoadFailed';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { fetchSessions } from '../api/fetch-sessions';
import { ACCOUNT_KEYS } from '../api/query-keys';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';
import { signOutSession } from '../api/sign-out-session';

/** "Chrome 126 on Android 14", the model when the agent names one, or "an unknown browser". */
function useDeviceName() {
  const { t } = useTranslation('account');
  return (s: DeviceSession) => {
    const browser = s.browser ?? t('devices.unknownBrowser');
    const system = [s.device, s.os].filter(Boolean).join(', ');
    return system ? t('devices.name', { browser, system }) : browser;
  };
}

/**
 * The devices signed in to the account (one per sign-in: its refresh family), this one marked,
 * each with when it signed in and was last active. Signing one out, or all the others, asks
 * first; the server refuses that device's next request at once.
 */
export function DevicesSection() {
  const { t, i18n } = useTranslation('account');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const nameOf = useDeviceName();
  const [busy, setBusy] = useState<string>();
  const sessions = useQuery({
    queryKey: ACCOUNT_KEYS.sessions,
    queryFn: ({ signal }) => fetchSessions(signal),
  });
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current);

  const end = async (what: DeviceSession | 'others') => {
    if (busy) return;
    const question =
      what === 'others'
        ? t('devices.confirmOthers')
        : // Isolated in the page's direction: the name is a phrase of this language ("Firefox على
          // Windows"), so it reads in the page's order, and its "?" stays outside it.
          t('devices.confirmOne', {
            device: `${i18n.dir() === 'rtl' ? '\u2067' : '\u2066'}${nameOf(what)}\u2069`,
          });
    if (!(await confirm(question, t(what === 'others' ? 'devices.signOutOthers' : 'devices.signOut'))))
      return;
    setBusy(what === 'others' ? 'others' : what.id);
    try {
      await (what === 'others' ? signOutOtherSessions() : signOutSession(what.id));
      toast.success(t(what === 'others' ? 'devices.signedOutOthers' : 'devices.signedOutOne'));
    } catch (error) {
      toast.error(problemMessage(error, locale));
    } finally {
      setBusy(undefined);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.sessions, exact: true });
    }
  };

  return (
    <section id="devices" className="card account-card" aria-labelledby="devices-title">
      <h2 id="devices-title">{t('devices.title')}</h2>
      <p>{t('devices.lead')}</p>
      {sessions.isPending && <p role="status">{t('devices.loading')}</p>}
      {sessions.isError && (
        <LoadFailed
          message={problemMessage(sessions.error, locale)}
          retryLabel={t('security.retry')}
          onRetry={() => void sessions.refetch()}
        />
      )}
      {items.length > 0 && (
        <ul className="device-list">
          {items.map((s) => (
            <li key={s.id} className="device" aria-labelledby={`device-${s.id}`}>
              <div className="device__about">
                <p className="device__name" id={`device-${s.id}`}>
                  {nameOf(s)}
                  {s.current && <span className="device__current">{t('devices.thisDevice')}</span>}
                </p>
                <p className="device__when">
                  {t('devices.firstSeen', { date: formatDate(s.firstSeenAt, locale) })}
                  {' · '}
                  {s.current
                    ? t('devices.activeNow')
                    : t('devices.lastSeen', { when: formatRelativeTime(s.lastSeenAt, locale) })}
                </p>
                {s.ip && (
                  <p className="device__ip">
                    {t('devices.network')} <bdi dir="ltr">{s.ip}</bdi>
                  </p>
                )}
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn btn--ghost device__sign-out"
                  aria-describedby={`device-${s.id}`}
                  aria-busy={busy === s.id}
                  onClick={() => void end(s)}
                >
                  {t('devices.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button
          type="button"
          className="btn btn--danger"
          aria-busy={busy === 'others'}
          onClick={() => void end('others')}
        >
          {t('devices.signOutOthers')}
        </button>
      )}
      {sessions.isSuccess && others.length === 0 && <p className="account-notice">{t('devices.onlyThis')}</p>}
    </section>
  );
}
