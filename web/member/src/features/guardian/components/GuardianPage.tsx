import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GUARDIAN_LOCK_DAYS,
  type GuardianActivity,
  type GuardianSettings,
  type GuardianState,
} from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { useConfirm } from '../../../lib/confirm';
import { formatDate, formatWhen } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import {
  endGuardianLink,
  fetchGuardianActivity,
  fetchGuardianState,
  inviteGuardian,
  lockGuardianLink,
  saveGuardianSettings,
} from '../api/guardian-api';
import { isolate } from '../../../lib/bidi';
import './guardian-page.css';

const STATE_KEY = ['auth', 'guardian'] as const;
const ACTIVITY_KEY = ['auth', 'guardian', 'activity'] as const;
const SWITCHES: (keyof GuardianSettings)[] = [
  'approveConversations',
  'approvePhotos',
  'approveCv',
  'readsConversations',
  'seesMatchmaking',
  'callsIncludeGuardian',
];

/** /guardian (member): invite a guardian (wali), the link's status, its six switches, the lock, the log. */
export function GuardianPage() {
  const { t } = useTranslation('guardian');
  useDocumentTitle(t('link.title'));
  const { locale } = useLocale();
  const state = useQuery({ queryKey: STATE_KEY, queryFn: ({ signal }) => fetchGuardianState(signal) });
  return (
    <section className="section container" aria-labelledby="guardian-title">
      <div className="card">
        <h1 id="guardian-title">{t('link.title')}</h1>
        <p className="section__lead">{t('link.lead')}</p>
        {state.isPending && <p role="status">{t('link.loading')}</p>}
        {state.isError && (
          <p className="form__error" role="alert">
            {problemMessage(state.error, locale)}
          </p>
        )}
        {state.data && (
          <>
            <Status state={state.data} />
            {state.data.status !== 'linked' && <InviteForm />}
            <Switches state={state.data} />
            {state.data.status === 'linked' && <Lock state={state.data} />}
            {state.data.status !== 'none' && <EndLink state={state.data} />}
          </>
        )}
      </div>
      <Activity />
    </section>
  );
}

/** Saves the answer into the cache and refreshes the log. */
function useApply() {
  const client = useQueryClient();
  return (next: GuardianState) => {
    client.setQueryData(STATE_KEY, next);
    void client.invalidateQueries({ queryKey: ACTIVITY_KEY });
  };
}

function Status({ state }: { state: GuardianState }) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  return (
    <div className="guardian-status" role="status">
      {state.status === 'linked' && state.guardian && (
        <p>{t('link.status.linked', { name: isolate(state.guardian.fullName) })}</p>
      )}
      {state.status === 'invited' && state.invite && (
        <p>
          {t('link.status.invited', {
            address: isolate(state.invite.addressMasked),
            date: formatDate(state.invite.expiresAt, locale),
          })}
        </p>
      )}
      {state.status === 'none' && <p>{t('link.status.none')}</p>}
      {state.lockedUntil && <p>{t('link.lock.until', { date: formatDate(state.lockedUntil, locale) })}</p>}
    </div>
  );
}

function InviteForm() {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const apply = useApply();
  const [channel, setChannel] = useState<'email' | 'phone'>('email');
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<{ busy?: boolean; sent?: boolean; error?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult({ busy: true });
    try {
      apply(await inviteGuardian(channel === 'email' ? { email: address } : { phone: address }));
      setAddress('');
      setResult({ sent: true });
    } catch (error) {
      const field = error instanceof ApiProblem ? error.fieldErrors[0] : undefined;
      setResult({ error: field ? t(`link.invite.invalid.${channel}`) : problemMessage(error, locale) });
    }
  };
  return (
    <form className="form guardian-invite" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('link.invite.title')}</h2>
      <p>{t('link.invite.lead')}</p>
      {/* The site's field styles (styles/forms.css): choices as boxes, the input full width. */}
      <fieldset className="field choice-list">
        <legend>{t('link.invite.by')}</legend>
        <div className="choice-list__options">
          {(['email', 'phone'] as const).map((c) => (
            <label key={c} className="choice-list__option">
              <input type="radio" name="channel" checked={channel === c} onChange={() => setChannel(c)} />
              {t(`link.invite.channel.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="guardian-address">{t(`link.invite.address.${channel}`)}</label>
        <input
          id="guardian-address"
          dir="ltr"
          type={channel === 'email' ? 'email' : 'tel'}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={Boolean(result.error)}
        />
      </div>
      {result.error && (
        <p className="form__error" role="alert">
          {result.error}
        </p>
      )}
      {result.sent && <p role="status">{t('link.invite.sent')}</p>}
      <button type="submit" className="btn btn--primary" disabled={result.busy || !address.trim()}>
        {t('link.invite.send')}
      </button>
    </form>
  );
}

function Switches({ state }: { state: GuardianState }) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const apply = useApply();
  const [error, setError] = useState<string>();
  const toggle = async (key: keyof GuardianSettings) => {
    setError(undefined);
    try {
      apply(await saveGuardianSettings({ ...state.settings, [key]: !state.settings[key] }));
    } catch (e) {
      setError(problemMessage(e, locale));
    }
  };
  return (
    <fieldset className="field choice-list guardian-switches">
      <legend>{t('link.settings.title')}</legend>
      {SWITCHES.map((key) => (
        <div key={key} className="field field--check guardian-switch">
          <input
            id={`guardian-switch-${key}`}
            type="checkbox"
            checked={state.settings[key]}
            onChange={() => void toggle(key)}
            aria-describedby={`guardian-switch-${key}-help`}
          />
          <label htmlFor={`guardian-switch-${key}`}>{t(`link.settings.${key}.label`)}</label>
          <p id={`guardian-switch-${key}-help`} className="field__hint guardian-switch__help">
            {t(`link.settings.${key}.help`)}
          </p>
        </div>
      ))}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Lock({ state }: { state: GuardianState }) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const apply = useApply();
  const [days, setDays] = useState<number>(30);
  const [error, setError] = useState<string>();
  const save = async () => {
    setError(undefined);
    try {
      apply(await lockGuardianLink(days));
    } catch (e) {
      setError(problemMessage(e, locale));
    }
  };
  return (
    <div className="guardian-lock">
      <h2>{t('link.lock.title')}</h2>
      <p>{t('link.lock.help')}</p>
      <div className="field">
        <label htmlFor="guardian-lock-days">{t('link.lock.label')}</label>
        <select id="guardian-lock-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {GUARDIAN_LOCK_DAYS.filter((d) => d > 0).map((d) => (
            <option key={d} value={d}>
              {t(`link.lock.option.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn--ghost" onClick={() => void save()}>
        {state.lockedUntil ? t('link.lock.lengthen') : t('link.lock.set')}
      </button>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function EndLink({ state }: { state: GuardianState }) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const linked = state.status === 'linked';
  const end = async () => {
    if (
      !(await confirm(
        t(linked ? 'link.end.question' : 'link.withdraw.question'),
        t(linked ? 'link.end.confirm' : 'link.withdraw.confirm'),
      ))
    )
      return;
    setError(undefined);
    try {
      await endGuardianLink();
      await client.invalidateQueries({ queryKey: STATE_KEY });
    } catch (e) {
      setError(problemMessage(e, locale));
    }
  };
  return (
    <div className="guardian-end">
      <button type="button" className="btn btn--danger" onClick={() => void end()}>
        {t(linked ? 'link.end.action' : 'link.withdraw.action')}
      </button>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Activity() {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const log = useInfiniteQuery({
    queryKey: ACTIVITY_KEY,
    queryFn: ({ pageParam, signal }) => fetchGuardianActivity(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="card guardian-activity">
      <h2>{t('link.activity.title')}</h2>
      {log.isSuccess && items.length === 0 && <p>{t('link.activity.empty')}</p>}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <time dateTime={item.at}>{formatWhen(item.at, locale)}</time> {activityText(item, t)}
          </li>
        ))}
      </ul>
      {log.hasNextPage && (
        <button type="button" className="btn btn--ghost" onClick={() => void log.fetchNextPage()}>
          {t('link.activity.more')}
        </button>
      )}
    </div>
  );
}

function activityText(item: GuardianActivity, t: (key: string, options?: Record<string, unknown>) => string) {
  const d = item.details;
  switch (item.kind) {
    case 'settings_changed':
      return t('link.activity.settings_changed', {
        changes: Object.entries(d)
          .map(
            ([key, on]) =>
              `${t(`link.settings.${key}.label`)}: ${t(on ? 'link.activity.on' : 'link.activity.off')}`,
          )
          .join(t('link.activity.separator')),
      });
    case 'approval_decided':
      return t(`link.activity.approval_${d.decision === 'approved' ? 'approved' : 'declined'}`, {
        subject: t(`link.activity.subject.${String(d.subject)}`),
      });
    case 'ended':
      return t(`link.activity.ended_by_${item.by}`);
    default:
      return t(`link.activity.${item.kind}`);
  }
}

export { GuardianPage as Component };
